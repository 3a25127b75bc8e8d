import type { Locale } from '../locales';

/** The legal pages (the portal's `/legals`, `/terms`, `/conditions`, `/cookies`, `/privacy`). */
export type LegalDocumentName = 'legals' | 'terms' | 'conditions' | 'cookies' | 'privacy';

/** One section of a legal document: a heading and its paragraphs. */
export interface LegalSection {
  /** Anchor of the section (the same in every language, so links survive a language change). */
  id: string;
  heading: string;
  paragraphs: string[];
}

/** A legal document in one language. */
export interface LegalDocument {
  title: string;
  /** The meta description. */
  description: string;
  sections: LegalSection[];
}

/** When the documents were last changed (YYYY-MM-DD); shown on every legal page. */
export const LEGAL_UPDATED = '2026-11-23';

/**
 * The legal documents of the portal, in the three languages. They are not part of the portal
 * catalog (which every page ships): only the legal page imports them. Souk is the operator;
 * personal data are handled under law 18-07 of 10 June 2018, online sales under law 18-05 of
 * 10 May 2018; the only cookies are the two session cookies.
 */
export const legalDocuments: Record<Locale, Record<LegalDocumentName, LegalDocument>> = {
  fr: {
    legals: {
      title: 'Mentions légales',
      description: 'Éditeur, hébergement, propriété intellectuelle et contenus publiés sur Souk.',
      sections: [
        {
          id: 'editeur',
          heading: 'Éditeur du site',
          paragraphs: [
            'Le site Souk et ses applications sont édités par Souk, entreprise de droit algérien établie à Alger (Algérie), ci-après « Souk ».',
            'Le directeur de la publication est le représentant légal de Souk. Les informations d’immatriculation (registre du commerce, numéro d’identification fiscale) sont communiquées sur simple demande adressée par la page Contact.',
          ],
        },
        {
          id: 'hebergement',
          heading: 'Hébergement',
          paragraphs: [
            'Le site est hébergé sur des serveurs exploités pour le compte de Souk. Les coordonnées de l’hébergeur sont communiquées sur demande adressée par la page Contact.',
          ],
        },
        {
          id: 'contenus',
          heading: 'Contenus publiés par les membres',
          paragraphs: [
            'Les annonces, commentaires et messages sont rédigés par les membres, qui en sont seuls responsables. Souk les héberge, les vérifie avant publication et retire ceux qui enfreignent la loi ou les conditions d’utilisation.',
            'Tout contenu illicite peut être signalé avec le bouton « Signaler » de l’annonce ou du commentaire, ou par la page Contact. Les signalements sont traités par l’équipe de modération.',
          ],
        },
        {
          id: 'propriete',
          heading: 'Propriété intellectuelle',
          paragraphs: [
            'La marque Souk, le logo, la présentation du site et ses logiciels appartiennent à Souk. Toute reproduction sans autorisation écrite est interdite.',
            'En publiant une annonce, le membre autorise Souk à l’afficher sur le site, ses applications et ses pages de partage, pour la durée de la publication.',
          ],
        },
        {
          id: 'contact',
          heading: 'Nous joindre',
          paragraphs: [
            'Pour toute question relative au site, écrivez-nous depuis la page Contact. Nous répondons par e-mail.',
          ],
        },
      ],
    },
    terms: {
      title: "Conditions d'utilisation",
      description:
        'Les règles d’utilisation de Souk : compte, publication des annonces, modération et responsabilités.',
      sections: [
        {
          id: 'objet',
          heading: 'Objet',
          paragraphs: [
            'Souk est une plateforme de petites annonces qui met en relation des acheteurs et des vendeurs en Algérie. Les présentes conditions s’appliquent à toute personne qui consulte le site ou l’utilise pour publier, commenter ou contacter un membre.',
            'Utiliser Souk vaut acceptation de ces conditions. Elles peuvent évoluer : la version en vigueur est toujours celle publiée sur cette page, avec sa date de mise à jour.',
          ],
        },
        {
          id: 'compte',
          heading: 'Votre compte',
          paragraphs: [
            'L’inscription est gratuite et réservée aux personnes âgées d’au moins 13 ans ; les mineurs utilisent Souk sous la responsabilité de leurs parents. Les informations fournies doivent être exactes et tenues à jour.',
            'Vous êtes responsable de la confidentialité de votre mot de passe et de ce qui est fait depuis votre compte. Signalez-nous sans délai toute utilisation que vous n’avez pas autorisée.',
          ],
        },
        {
          id: 'annonces',
          heading: 'Publier une annonce',
          paragraphs: [
            'Une annonce décrit un seul bien ou service réel, disponible, que vous avez le droit de vendre ou de proposer, dans la bonne catégorie, avec un prix sincère et des photos qui lui correspondent.',
            'Sont interdits notamment : les armes et munitions, les stupéfiants et médicaments, les contrefaçons, les biens volés, les animaux protégés, les contenus contraires à l’ordre public ou aux bonnes mœurs, les annonces trompeuses et les offres d’emploi discriminatoires.',
            'Chaque annonce est vérifiée avant publication. Une annonce reste en ligne 60 jours après sa dernière actualisation ; le nombre d’annonces actives par catégorie peut être limité, les suivantes attendant qu’une place se libère.',
          ],
        },
        {
          id: 'moderation',
          heading: 'Modération',
          paragraphs: [
            'Souk peut refuser, suspendre ou supprimer une annonce, un commentaire ou un compte qui ne respecte pas ces conditions ou la loi, notamment après un signalement. En cas de manquements graves ou répétés, le compte peut être fermé.',
          ],
        },
        {
          id: 'echanges',
          heading: 'Échanges entre membres',
          paragraphs: [
            'Les ventes sont conclues directement entre les membres : Souk n’est pas partie au contrat et ne garantit ni les biens, ni les paiements, ni les livraisons convenus entre eux.',
            'Restez courtois dans les commentaires et les messages. Avant de payer, vérifiez le bien et l’identité du vendeur ; ne versez jamais d’acompte à une personne que vous ne pouvez pas identifier.',
          ],
        },
        {
          id: 'responsabilite',
          heading: 'Responsabilité',
          paragraphs: [
            'Souk met tout en œuvre pour que le site soit disponible et sûr, sans pouvoir garantir l’absence d’interruption. Souk n’est pas responsable du contenu des annonces, qui engage leurs auteurs.',
          ],
        },
        {
          id: 'droit',
          heading: 'Droit applicable',
          paragraphs: [
            'Les présentes conditions sont régies par le droit algérien. À défaut d’accord amiable, tout litige relève des juridictions algériennes compétentes.',
          ],
        },
      ],
    },
    conditions: {
      title: 'Conditions de vente et de paiement',
      description: 'Prix, paiement, livraison et réclamations pour les services payants et les achats sur Souk.',
      sections: [
        {
          id: 'champ',
          heading: 'Champ d’application',
          paragraphs: [
            'Ces conditions s’appliquent aux services payants proposés par Souk (mise en avant d’annonces, boutiques) et aux commandes passées auprès des boutiques qui vendent en ligne sur Souk, conformément à la loi n° 18-05 du 10 mai 2018 relative au commerce électronique.',
            'La publication d’une annonce par un particulier est gratuite.',
          ],
        },
        {
          id: 'prix',
          heading: 'Prix',
          paragraphs: [
            'Les prix sont indiqués en dinars algériens (DA), toutes taxes comprises. Le prix d’un service payant et, pour une commande, les frais de livraison sont affichés avant la validation.',
          ],
        },
        {
          id: 'paiement',
          heading: 'Paiement',
          paragraphs: [
            'Selon ce que propose le vendeur, le paiement se fait à la livraison, d’avance, ou avec un acompte. Le mode de paiement est indiqué sur l’annonce et rappelé avant la validation de la commande.',
            'Entre particuliers, le paiement est convenu directement entre l’acheteur et le vendeur, hors de Souk.',
          ],
        },
        {
          id: 'livraison',
          heading: 'Livraison',
          paragraphs: [
            'La livraison est assurée par le vendeur ou par le service de livraison choisi lors de la commande, dans les wilayas qu’il dessert. Le délai annoncé est indicatif ; vérifiez le colis en présence du livreur.',
          ],
        },
        {
          id: 'reclamations',
          heading: 'Réclamations',
          paragraphs: [
            'Pour une commande, adressez-vous d’abord au vendeur. Si le désaccord persiste, ou pour un service payant de Souk, écrivez-nous depuis la page Contact en précisant la référence de l’annonce ou de la commande.',
          ],
        },
      ],
    },
    cookies: {
      title: 'Cookies',
      description:
        'Souk n’utilise que deux cookies, strictement nécessaires à la connexion. Aucun cookie publicitaire.',
      sections: [
        {
          id: 'utilises',
          heading: 'Les cookies que nous utilisons',
          paragraphs: [
            'Souk dépose uniquement deux cookies, et seulement quand vous vous connectez : « souk_token », qui prouve votre connexion pendant quelques minutes, et « souk_refresh », qui la renouvelle pour vous garder connecté.',
            'Ces cookies sont strictement nécessaires : sans eux, vous ne pourriez pas rester connecté. Ils sont inaccessibles aux scripts des pages (HttpOnly), ne servent qu’à Souk et disparaissent quand vous vous déconnectez.',
          ],
        },
        {
          id: 'aucun-suivi',
          heading: 'Aucun cookie publicitaire ni de mesure d’audience',
          paragraphs: [
            'Souk ne dépose aucun cookie publicitaire, de réseau social ou de mesure d’audience. Votre langue est gardée dans l’adresse des pages, pas dans un cookie.',
            'Le navigateur garde aussi, le temps de l’onglet, les dernières pages visitées sur Souk pour le bouton « Retour » ; ces données ne quittent pas votre appareil.',
          ],
        },
        {
          id: 'gerer',
          heading: 'Gérer les cookies',
          paragraphs: [
            'Vous pouvez supprimer les cookies à tout moment depuis les réglages de votre navigateur. Si vous les bloquez, vous pourrez toujours consulter et rechercher les annonces, mais pas vous connecter.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Confidentialité',
      description:
        'Quelles données Souk traite, pourquoi, combien de temps, et vos droits selon la loi n° 18-07 du 10 juin 2018.',
      sections: [
        {
          id: 'responsable',
          heading: 'Responsable du traitement',
          paragraphs: [
            'Souk traite vos données à caractère personnel en tant que responsable du traitement, dans le respect de la loi n° 18-07 du 10 juin 2018 relative à la protection des personnes physiques dans le traitement des données à caractère personnel.',
          ],
        },
        {
          id: 'donnees',
          heading: 'Les données traitées',
          paragraphs: [
            'Compte : adresse e-mail, nom d’utilisateur, mot de passe (conservé sous forme chiffrée irréversible), genre, date de naissance, wilaya et numéro de téléphone.',
            'Activité : vos annonces et leurs photos, vos commentaires, vos favoris, votre historique de consultation et les messages envoyés par la page Contact.',
            'Données techniques : pour compter les vues et limiter les abus, l’adresse de connexion est transformée en une empreinte chiffrée ; l’adresse elle-même n’est pas conservée.',
          ],
        },
        {
          id: 'finalites',
          heading: 'Pourquoi nous les utilisons',
          paragraphs: [
            'Pour faire fonctionner votre compte et publier vos annonces, les vérifier et les afficher, vous mettre en relation avec les autres membres, répondre à vos messages, et protéger Souk contre la fraude et le spam.',
            'Nous ne vendons pas vos données et ne les utilisons pas à des fins publicitaires.',
          ],
        },
        {
          id: 'destinataires',
          heading: 'Qui peut les voir',
          paragraphs: [
            'Vos annonces et votre nom d’utilisateur sont publics. Votre numéro de téléphone n’est affiché que lorsqu’un visiteur le demande sur une annonce, et chaque affichage est enregistré pour empêcher la collecte en masse.',
            'L’équipe de Souk et ses prestataires techniques n’accèdent aux données que pour les besoins du service. Elles peuvent être communiquées aux autorités qui en font la demande légale.',
          ],
        },
        {
          id: 'conservation',
          heading: 'Durée de conservation',
          paragraphs: [
            'Les données du compte sont conservées tant que le compte existe, puis supprimées ; les annonces supprimées et les messages de contact sont conservés au plus un an pour traiter les litiges et les signalements.',
          ],
        },
        {
          id: 'droits',
          heading: 'Vos droits',
          paragraphs: [
            'Vous disposez d’un droit d’information, d’accès, de rectification et d’opposition, et pouvez demander la suppression de vos données. Les informations de votre profil se modifient depuis la page Paramètres ; pour toute autre demande, écrivez-nous depuis la page Contact.',
            'Vous pouvez aussi saisir l’Autorité nationale de protection des données à caractère personnel (ANPDP).',
          ],
        },
        {
          id: 'securite',
          heading: 'Sécurité',
          paragraphs: [
            'Les échanges avec Souk sont chiffrés, les mots de passe ne sont jamais stockés en clair et l’accès aux données est limité aux personnes qui en ont besoin.',
          ],
        },
      ],
    },
  },
  ar: {
    legals: {
      title: 'إشعار قانوني',
      description: 'الناشر، الاستضافة، الملكية الفكرية والمحتويات المنشورة على سوق.',
      sections: [
        {
          id: 'editeur',
          heading: 'ناشر الموقع',
          paragraphs: [
            'موقع سوق وتطبيقاته من نشر «سوق»، مؤسسة خاضعة للقانون الجزائري مقرّها الجزائر العاصمة، ويُشار إليها فيما يلي بـ«سوق».',
            'مدير النشر هو الممثل القانوني لسوق. تُرسَل معلومات القيد (السجل التجاري ورقم التعريف الجبائي) عند الطلب عبر صفحة الاتصال.',
          ],
        },
        {
          id: 'hebergement',
          heading: 'الاستضافة',
          paragraphs: ['الموقع مستضاف على خوادم تُشغَّل لحساب سوق. تُرسَل بيانات المستضيف عند الطلب عبر صفحة الاتصال.'],
        },
        {
          id: 'contenus',
          heading: 'المحتويات التي ينشرها الأعضاء',
          paragraphs: [
            'يكتب الأعضاء الإعلانات والتعليقات والرسائل ويتحمّلون وحدهم مسؤوليتها. يستضيفها سوق ويراجعها قبل النشر ويحذف ما يخالف القانون أو شروط الاستخدام.',
            'يمكن الإبلاغ عن أي محتوى غير مشروع بزر «إبلاغ» في الإعلان أو التعليق، أو عبر صفحة الاتصال. يعالج فريق الإشراف البلاغات.',
          ],
        },
        {
          id: 'propriete',
          heading: 'الملكية الفكرية',
          paragraphs: [
            'علامة سوق وشعاره وتصميم الموقع وبرمجياته ملك لسوق. يُمنع أي نسخ دون إذن كتابي.',
            'بنشر إعلان، يأذن العضو لسوق بعرضه على الموقع وتطبيقاته وصفحات المشاركة طوال مدة النشر.',
          ],
        },
        {
          id: 'contact',
          heading: 'التواصل معنا',
          paragraphs: ['لأي سؤال يخص الموقع، راسلنا من صفحة الاتصال. نردّ بالبريد الإلكتروني.'],
        },
      ],
    },
    terms: {
      title: 'شروط الاستخدام',
      description: 'قواعد استخدام سوق: الحساب، نشر الإعلانات، الإشراف والمسؤوليات.',
      sections: [
        {
          id: 'objet',
          heading: 'الموضوع',
          paragraphs: [
            'سوق منصة إعلانات مبوبة تربط بين المشترين والبائعين في الجزائر. تسري هذه الشروط على كل من يتصفّح الموقع أو يستعمله للنشر أو التعليق أو التواصل مع عضو.',
            'استعمال سوق يعني قبول هذه الشروط. قد تتغيّر، والنسخة السارية هي دائمًا المنشورة في هذه الصفحة مع تاريخ تحديثها.',
          ],
        },
        {
          id: 'compte',
          heading: 'حسابك',
          paragraphs: [
            'التسجيل مجاني ومخصّص لمن بلغ 13 سنة على الأقل؛ يستعمل القُصّر سوق تحت مسؤولية أوليائهم. يجب أن تكون المعلومات المقدّمة صحيحة ومحدّثة.',
            'أنت مسؤول عن سرية كلمة المرور وعن كل ما يتم من حسابك. أبلغنا فورًا بأي استعمال لم تأذن به.',
          ],
        },
        {
          id: 'annonces',
          heading: 'نشر إعلان',
          paragraphs: [
            'يصف الإعلان سلعة أو خدمة واحدة حقيقية ومتوفّرة يحقّ لك بيعها أو عرضها، في الفئة الصحيحة، بسعر صادق وصور مطابقة.',
            'يُمنع خصوصًا: الأسلحة والذخيرة، المخدرات والأدوية، السلع المقلّدة، المسروقات، الحيوانات المحمية، المحتويات المخالفة للنظام العام والآداب، الإعلانات المضلّلة وعروض العمل التمييزية.',
            'يُراجَع كل إعلان قبل نشره. يبقى الإعلان منشورًا 60 يومًا بعد آخر تحديث له؛ وقد يُحدَّد عدد الإعلانات النشطة في كل فئة، فتنتظر الإعلانات الإضافية حتى يتوفّر مكان.',
          ],
        },
        {
          id: 'moderation',
          heading: 'الإشراف',
          paragraphs: [
            'يمكن لسوق رفض أو تعليق أو حذف أي إعلان أو تعليق أو حساب لا يحترم هذه الشروط أو القانون، خاصة بعد بلاغ. وفي حالة المخالفات الخطيرة أو المتكرّرة، قد يُغلَق الحساب.',
          ],
        },
        {
          id: 'echanges',
          heading: 'المعاملات بين الأعضاء',
          paragraphs: [
            'تتم البيوع مباشرة بين الأعضاء: سوق ليس طرفًا في العقد ولا يضمن السلع ولا الدفع ولا التوصيل المتفق عليها بينهم.',
            'التزم باللباقة في التعليقات والرسائل. قبل الدفع، تحقّق من السلعة ومن هوية البائع؛ ولا تدفع عربونًا لشخص لا يمكنك التعرّف عليه.',
          ],
        },
        {
          id: 'responsabilite',
          heading: 'المسؤولية',
          paragraphs: [
            'يبذل سوق كل جهده ليكون الموقع متاحًا وآمنًا، دون أن يضمن عدم انقطاعه. سوق غير مسؤول عن محتوى الإعلانات الذي يلزم أصحابها.',
          ],
        },
        {
          id: 'droit',
          heading: 'القانون المطبّق',
          paragraphs: [
            'تخضع هذه الشروط للقانون الجزائري. وفي غياب اتفاق ودّي، يعود أي نزاع إلى الجهات القضائية الجزائرية المختصة.',
          ],
        },
      ],
    },
    conditions: {
      title: 'شروط البيع والدفع',
      description: 'الأسعار، الدفع، التوصيل والشكاوى للخدمات المدفوعة والمشتريات على سوق.',
      sections: [
        {
          id: 'champ',
          heading: 'مجال التطبيق',
          paragraphs: [
            'تسري هذه الشروط على الخدمات المدفوعة التي يقدّمها سوق (إبراز الإعلانات، المتاجر) وعلى الطلبات لدى المتاجر التي تبيع عبر الإنترنت على سوق، وفقًا للقانون رقم 18-05 المؤرخ في 10 ماي 2018 المتعلق بالتجارة الإلكترونية.',
            'نشر إعلان من طرف الأفراد مجاني.',
          ],
        },
        {
          id: 'prix',
          heading: 'الأسعار',
          paragraphs: [
            'الأسعار معروضة بالدينار الجزائري (دج) شاملة كل الرسوم. يُعرَض سعر الخدمة المدفوعة، ومصاريف التوصيل بالنسبة للطلب، قبل التأكيد.',
          ],
        },
        {
          id: 'paiement',
          heading: 'الدفع',
          paragraphs: [
            'حسب ما يقترحه البائع، يتم الدفع عند الاستلام أو مسبقًا أو بعربون. طريقة الدفع مذكورة في الإعلان ويُذكَّر بها قبل تأكيد الطلب.',
            'بين الأفراد، يُتّفق على الدفع مباشرة بين المشتري والبائع خارج سوق.',
          ],
        },
        {
          id: 'livraison',
          heading: 'التوصيل',
          paragraphs: [
            'يتكفّل بالتوصيل البائع أو خدمة التوصيل المختارة عند الطلب، في الولايات التي تغطيها. الأجل المعلن تقريبي؛ تحقّق من الطرد بحضور عون التوصيل.',
          ],
        },
        {
          id: 'reclamations',
          heading: 'الشكاوى',
          paragraphs: [
            'بالنسبة للطلب، توجّه أولًا إلى البائع. إذا استمرّ الخلاف، أو بالنسبة لخدمة مدفوعة من سوق، راسلنا من صفحة الاتصال مع ذكر مرجع الإعلان أو الطلب.',
          ],
        },
      ],
    },
    cookies: {
      title: 'ملفات تعريف الارتباط',
      description: 'لا يستعمل سوق إلا ملفّين ضروريين للاتصال بالحساب. لا ملفات إشهارية.',
      sections: [
        {
          id: 'utilises',
          heading: 'الملفات التي نستعملها',
          paragraphs: [
            'لا يضع سوق إلا ملفّين، وفقط عند تسجيل دخولك: «souk_token» الذي يثبت اتصالك لبضع دقائق، و«souk_refresh» الذي يجدّده لإبقائك متصلًا.',
            'هذان الملفان ضروريان تمامًا: بدونهما لا يمكنك البقاء متصلًا. لا تصل إليهما برامج الصفحات (HttpOnly)، ولا يخدمان إلا سوق، ويختفيان عند تسجيل خروجك.',
          ],
        },
        {
          id: 'aucun-suivi',
          heading: 'لا ملفات إشهارية ولا لقياس الجمهور',
          paragraphs: [
            'لا يضع سوق أي ملف إشهاري أو لشبكات التواصل أو لقياس الجمهور. تُحفَظ لغتك في عنوان الصفحات لا في ملف.',
            'يحفظ المتصفح أيضًا، طوال مدة التبويب، آخر الصفحات التي زرتها على سوق لزر «رجوع»؛ ولا تغادر هذه المعطيات جهازك.',
          ],
        },
        {
          id: 'gerer',
          heading: 'إدارة الملفات',
          paragraphs: [
            'يمكنك حذف هذه الملفات في أي وقت من إعدادات متصفحك. إذا حظرتها، ستتمكّن دائمًا من تصفّح الإعلانات والبحث فيها، لكن دون تسجيل الدخول.',
          ],
        },
      ],
    },
    privacy: {
      title: 'الخصوصية',
      description:
        'ما المعطيات التي يعالجها سوق، ولماذا، وإلى متى، وحقوقك وفق القانون رقم 18-07 المؤرخ في 10 جوان 2018.',
      sections: [
        {
          id: 'responsable',
          heading: 'المسؤول عن المعالجة',
          paragraphs: [
            'يعالج سوق معطياتك ذات الطابع الشخصي بصفته مسؤولًا عن المعالجة، في ظل احترام القانون رقم 18-07 المؤرخ في 10 جوان 2018 المتعلق بحماية الأشخاص الطبيعيين في مجال معالجة المعطيات ذات الطابع الشخصي.',
          ],
        },
        {
          id: 'donnees',
          heading: 'المعطيات المعالَجة',
          paragraphs: [
            'الحساب: البريد الإلكتروني، اسم المستخدم، كلمة المرور (محفوظة في شكل مشفّر لا يمكن عكسه)، الجنس، تاريخ الميلاد، الولاية ورقم الهاتف.',
            'النشاط: إعلاناتك وصورها، تعليقاتك، مفضّلاتك، سجلّ تصفّحك والرسائل المرسلة من صفحة الاتصال.',
            'المعطيات التقنية: لعدّ المشاهدات والحدّ من التجاوزات، يُحوَّل عنوان الاتصال إلى بصمة مشفّرة؛ ولا يُحفَظ العنوان نفسه.',
          ],
        },
        {
          id: 'finalites',
          heading: 'لماذا نستعملها',
          paragraphs: [
            'لتشغيل حسابك ونشر إعلاناتك ومراجعتها وعرضها، ولربطك بالأعضاء الآخرين، والردّ على رسائلك، وحماية سوق من الاحتيال والرسائل المزعجة.',
            'لا نبيع معطياتك ولا نستعملها لأغراض إشهارية.',
          ],
        },
        {
          id: 'destinataires',
          heading: 'من يمكنه رؤيتها',
          paragraphs: [
            'إعلاناتك واسم المستخدم عامّة. لا يظهر رقم هاتفك إلا عندما يطلبه زائر في إعلان، ويُسجَّل كل عرض لمنع الجمع الواسع للأرقام.',
            'لا يطّلع فريق سوق ومزوّدوه التقنيون على المعطيات إلا لحاجات الخدمة. وقد تُبلَّغ إلى السلطات التي تطلبها طلبًا قانونيًا.',
          ],
        },
        {
          id: 'conservation',
          heading: 'مدة الحفظ',
          paragraphs: [
            'تُحفَظ معطيات الحساب ما دام الحساب قائمًا ثم تُحذَف؛ وتُحفَظ الإعلانات المحذوفة ورسائل الاتصال سنة على الأكثر لمعالجة النزاعات والبلاغات.',
          ],
        },
        {
          id: 'droits',
          heading: 'حقوقك',
          paragraphs: [
            'لك الحق في الإعلام والاطّلاع والتصحيح والاعتراض، ويمكنك طلب حذف معطياتك. تُعدَّل معلومات ملفك من صفحة الإعدادات؛ ولأي طلب آخر راسلنا من صفحة الاتصال.',
            'يمكنك أيضًا إخطار السلطة الوطنية لحماية المعطيات ذات الطابع الشخصي.',
          ],
        },
        {
          id: 'securite',
          heading: 'الأمن',
          paragraphs: [
            'المبادلات مع سوق مشفّرة، ولا تُحفَظ كلمات المرور أبدًا بشكل واضح، ويقتصر الوصول إلى المعطيات على من يحتاجه.',
          ],
        },
      ],
    },
  },
  en: {
    legals: {
      title: 'Legal notice',
      description: 'Publisher, hosting, intellectual property and content published on Souk.',
      sections: [
        {
          id: 'editeur',
          heading: 'Publisher',
          paragraphs: [
            'The Souk website and apps are published by Souk, a company under Algerian law based in Algiers (Algeria), hereafter “Souk”.',
            'The publication director is Souk’s legal representative. Registration details (trade register, tax identification number) are provided on request through the Contact page.',
          ],
        },
        {
          id: 'hebergement',
          heading: 'Hosting',
          paragraphs: [
            'The site is hosted on servers operated on behalf of Souk. The host’s details are provided on request through the Contact page.',
          ],
        },
        {
          id: 'contenus',
          heading: 'Content published by members',
          paragraphs: [
            'Announcements, comments and messages are written by members, who alone are responsible for them. Souk hosts them, checks them before publication and removes those that break the law or the terms of use.',
            'Any unlawful content can be reported with the “Report” button of the announcement or comment, or through the Contact page. Reports are handled by the moderation team.',
          ],
        },
        {
          id: 'propriete',
          heading: 'Intellectual property',
          paragraphs: [
            'The Souk brand, logo, site design and software belong to Souk. Any reproduction without written permission is forbidden.',
            'By publishing an announcement, the member allows Souk to show it on the site, its apps and sharing pages for as long as it is published.',
          ],
        },
        {
          id: 'contact',
          heading: 'Reaching us',
          paragraphs: ['For any question about the site, write to us from the Contact page. We answer by e-mail.'],
        },
      ],
    },
    terms: {
      title: 'Terms of use',
      description: 'The rules of Souk: account, publishing announcements, moderation and responsibilities.',
      sections: [
        {
          id: 'objet',
          heading: 'Purpose',
          paragraphs: [
            'Souk is a classifieds platform connecting buyers and sellers in Algeria. These terms apply to anyone who visits the site or uses it to publish, comment or contact a member.',
            'Using Souk means accepting these terms. They may change: the version in force is always the one published on this page, with its update date.',
          ],
        },
        {
          id: 'compte',
          heading: 'Your account',
          paragraphs: [
            'Registration is free and open to people aged 13 or over; minors use Souk under their parents’ responsibility. The information given must be accurate and kept up to date.',
            'You are responsible for keeping your password secret and for what is done from your account. Tell us at once of any use you did not allow.',
          ],
        },
        {
          id: 'annonces',
          heading: 'Publishing an announcement',
          paragraphs: [
            'An announcement describes one real, available good or service that you are entitled to sell or offer, in the right category, with an honest price and matching pictures.',
            'Forbidden in particular: weapons and ammunition, drugs and medicines, counterfeits, stolen goods, protected animals, content contrary to public order or decency, misleading announcements and discriminatory job offers.',
            'Every announcement is checked before publication. An announcement stays online 60 days after its last refresh; the number of active announcements per category may be limited, further ones waiting until a place frees.',
          ],
        },
        {
          id: 'moderation',
          heading: 'Moderation',
          paragraphs: [
            'Souk may refuse, suspend or delete an announcement, comment or account that breaks these terms or the law, in particular after a report. After serious or repeated breaches, the account may be closed.',
          ],
        },
        {
          id: 'echanges',
          heading: 'Dealings between members',
          paragraphs: [
            'Sales are made directly between members: Souk is not a party to the contract and guarantees neither the goods, nor the payments, nor the deliveries they agree on.',
            'Stay courteous in comments and messages. Before paying, check the item and the seller’s identity; never pay a deposit to someone you cannot identify.',
          ],
        },
        {
          id: 'responsabilite',
          heading: 'Liability',
          paragraphs: [
            'Souk does its best to keep the site available and safe but cannot guarantee it will never be interrupted. Souk is not responsible for the content of announcements, which binds their authors.',
          ],
        },
        {
          id: 'droit',
          heading: 'Governing law',
          paragraphs: [
            'These terms are governed by Algerian law. Failing an amicable agreement, any dispute falls under the competent Algerian courts.',
          ],
        },
      ],
    },
    conditions: {
      title: 'Sales and payment conditions',
      description: 'Prices, payment, delivery and complaints for paid services and purchases on Souk.',
      sections: [
        {
          id: 'champ',
          heading: 'Scope',
          paragraphs: [
            'These conditions apply to the paid services Souk offers (featured announcements, stores) and to orders placed with stores selling online on Souk, in accordance with law 18-05 of 10 May 2018 on electronic commerce.',
            'Publishing an announcement as an individual is free.',
          ],
        },
        {
          id: 'prix',
          heading: 'Prices',
          paragraphs: [
            'Prices are shown in Algerian dinars (DA), all taxes included. The price of a paid service and, for an order, the delivery costs are shown before confirmation.',
          ],
        },
        {
          id: 'paiement',
          heading: 'Payment',
          paragraphs: [
            'Depending on what the seller offers, payment is made on delivery, in advance, or with a deposit. The payment method is shown on the announcement and recalled before the order is confirmed.',
            'Between individuals, payment is agreed directly between buyer and seller, outside Souk.',
          ],
        },
        {
          id: 'livraison',
          heading: 'Delivery',
          paragraphs: [
            'Delivery is made by the seller or by the delivery service chosen when ordering, in the wilayas it serves. The announced time is indicative; check the parcel in front of the courier.',
          ],
        },
        {
          id: 'reclamations',
          heading: 'Complaints',
          paragraphs: [
            'For an order, first contact the seller. If the disagreement persists, or for a paid Souk service, write to us from the Contact page with the reference of the announcement or order.',
          ],
        },
      ],
    },
    cookies: {
      title: 'Cookies',
      description: 'Souk uses only two cookies, strictly needed to stay signed in. No advertising cookies.',
      sections: [
        {
          id: 'utilises',
          heading: 'The cookies we use',
          paragraphs: [
            'Souk sets only two cookies, and only when you sign in: “souk_token”, which proves you are signed in for a few minutes, and “souk_refresh”, which renews it to keep you signed in.',
            'These cookies are strictly necessary: without them you could not stay signed in. Page scripts cannot read them (HttpOnly), they serve Souk only, and they are removed when you sign out.',
          ],
        },
        {
          id: 'aucun-suivi',
          heading: 'No advertising or audience cookies',
          paragraphs: [
            'Souk sets no advertising, social network or audience measurement cookie. Your language is kept in the page address, not in a cookie.',
            'For as long as the tab is open, the browser also keeps the last pages you visited on Souk for the “Back” button; this data never leaves your device.',
          ],
        },
        {
          id: 'gerer',
          heading: 'Managing cookies',
          paragraphs: [
            'You can delete cookies at any time from your browser settings. If you block them, you can still browse and search announcements, but not sign in.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Privacy',
      description: 'What data Souk processes, why, for how long, and your rights under law 18-07 of 10 June 2018.',
      sections: [
        {
          id: 'responsable',
          heading: 'Data controller',
          paragraphs: [
            'Souk processes your personal data as data controller, in accordance with law 18-07 of 10 June 2018 on the protection of natural persons in the processing of personal data.',
          ],
        },
        {
          id: 'donnees',
          heading: 'The data we process',
          paragraphs: [
            'Account: e-mail address, username, password (kept in an irreversible encrypted form), gender, birth date, wilaya and phone number.',
            'Activity: your announcements and their pictures, your comments, favourites, viewing history and the messages sent through the Contact page.',
            'Technical data: to count views and limit abuse, your connection address is turned into an encrypted fingerprint; the address itself is not kept.',
          ],
        },
        {
          id: 'finalites',
          heading: 'Why we use it',
          paragraphs: [
            'To run your account, publish, check and show your announcements, connect you with other members, answer your messages, and protect Souk against fraud and spam.',
            'We do not sell your data and do not use it for advertising.',
          ],
        },
        {
          id: 'destinataires',
          heading: 'Who can see it',
          paragraphs: [
            'Your announcements and username are public. Your phone number is shown only when a visitor asks for it on an announcement, and each display is recorded to prevent mass collection.',
            'The Souk team and its technical providers access data only for the needs of the service. It may be disclosed to authorities making a lawful request.',
          ],
        },
        {
          id: 'conservation',
          heading: 'How long we keep it',
          paragraphs: [
            'Account data is kept as long as the account exists, then deleted; deleted announcements and contact messages are kept for at most one year to handle disputes and reports.',
          ],
        },
        {
          id: 'droits',
          heading: 'Your rights',
          paragraphs: [
            'You have the rights of information, access, rectification and objection, and may ask for your data to be deleted. Your profile details can be changed from the Settings page; for any other request, write to us from the Contact page.',
            'You may also refer to the national authority for the protection of personal data (ANPDP).',
          ],
        },
        {
          id: 'securite',
          heading: 'Security',
          paragraphs: [
            'Exchanges with Souk are encrypted, passwords are never stored in clear and access to data is limited to those who need it.',
          ],
        },
      ],
    },
  },
};
