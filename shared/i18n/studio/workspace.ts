import { ar } from '../catalogs/ar';
import { en } from '../catalogs/en';
import { fr } from '../catalogs/fr';
import { accountTexts } from '../portal/account';
import { defineTexts } from '../portal/define';

/** The sign-in refusals are the portal's (spec texts: "Identifiants invalides", the AUTH/MAX_ATTEMPT delay). */
const refusals = (locale: 'fr' | 'ar' | 'en') => ({
  invalidCredentials: accountTexts[locale].errors.invalidCredentials,
  tooManyAttempts: accountTexts[locale].errors.maxAttempt,
  refused: accountTexts[locale].errors.authUnknown,
  sessionExpired: { fr, ar, en }[locale].errors.sessionExpired,
});

/** The studio's frame: signing in, the list of lands and why one cannot be opened, the API address. */
export const workspaceTexts = defineTexts({
  en: {
    appName: 'Souk Studio',
    starting: 'Starting Souk Studio…',
    language: 'Language',
    signIn: {
      title: 'Sign in to Souk Studio',
      intro: 'Design your store’s or market’s site with your Souk account.',
      username: 'Username or e-mail',
      password: 'Password',
      submit: 'Sign in',
      busy: 'Signing in…',
      ...refusals('en'),
      tooManyAttemptsLater: 'Too many attempts. Try again in a few minutes.',
      failed: 'The server could not be reached. Check the API address.',
      signedOut: 'You are signed out.',
      apiAddress: 'API address',
      apiAddressHint: 'The Souk server the studio works with, for example http://localhost:3000.',
      apiAddressInvalid: 'Enter an http or https address.',
      insecureStorage: 'This computer has no secret storage: you will be signed out when the studio closes.',
    },
    lands: {
      title: 'Your sites',
      signedInAs: 'Signed in as {name}',
      signOut: 'Sign out',
      stores: 'Stores',
      markets: 'Markets',
      open: 'Open the editor',
      plan: { FULL: 'Full plan', BASIC: 'Basic plan' },
      planHint: {
        FULL: 'Pages, blocks, design, theme and data lists.',
        BASIC: 'Content, theme and publishing; pages, blocks and data lists need the full plan.',
      },
      badge: { noService: 'No site-builder plan', noPermission: 'Not editable', noAccess: 'Not editable' },
      why: {
        noService: 'This site has no site-builder plan. Ask Souk to activate the service.',
        noPermission:
          'Your account may not edit sites (the site-builder permission is missing). Ask the owner or Souk.',
        noAccess: 'Your account may not edit this site.',
      },
      none: 'You have no store or market to design yet.',
      noneHint: 'A store owner or market operator account with the site-builder service opens here.',
      loading: 'Loading your sites…',
      failed: 'Your sites could not be loaded.',
      retry: 'Try again',
    },
  },
  fr: {
    appName: 'Souk Studio',
    starting: 'Démarrage de Souk Studio…',
    language: 'Langue',
    signIn: {
      title: 'Connexion à Souk Studio',
      intro: 'Concevez le site de votre boutique ou de votre marché avec votre compte Souk.',
      username: 'Nom d’utilisateur ou e-mail',
      password: 'Mot de passe',
      submit: 'Se connecter',
      busy: 'Connexion…',
      ...refusals('fr'),
      tooManyAttemptsLater: 'Trop de tentatives. Réessayez dans quelques minutes.',
      failed: 'Le serveur est injoignable. Vérifiez l’adresse de l’API.',
      signedOut: 'Vous êtes déconnecté.',
      apiAddress: 'Adresse de l’API',
      apiAddressHint: 'Le serveur Souk avec lequel travaille le studio, par exemple http://localhost:3000.',
      apiAddressInvalid: 'Saisissez une adresse http ou https.',
      insecureStorage: 'Cet ordinateur n’a pas de coffre à secrets : vous serez déconnecté à la fermeture du studio.',
    },
    lands: {
      title: 'Vos sites',
      signedInAs: 'Connecté en tant que {name}',
      signOut: 'Se déconnecter',
      stores: 'Boutiques',
      markets: 'Marchés',
      open: 'Ouvrir l’éditeur',
      plan: { FULL: 'Formule complète', BASIC: 'Formule de base' },
      planHint: {
        FULL: 'Pages, blocs, mise en page, thème et listes de données.',
        BASIC: 'Contenus, thème et publication ; les pages, blocs et listes de données demandent la formule complète.',
      },
      badge: { noService: 'Pas de formule site', noPermission: 'Non modifiable', noAccess: 'Non modifiable' },
      why: {
        noService: 'Ce site n’a pas de formule site. Demandez à Souk d’activer le service.',
        noPermission:
          'Votre compte ne peut pas modifier de site (la permission de création de site manque). Demandez au propriétaire ou à Souk.',
        noAccess: 'Votre compte ne peut pas modifier ce site.',
      },
      none: 'Vous n’avez pas encore de boutique ni de marché à concevoir.',
      noneHint: 'Un compte de propriétaire de boutique ou d’opérateur de marché avec le service site s’ouvre ici.',
      loading: 'Chargement de vos sites…',
      failed: 'Vos sites n’ont pas pu être chargés.',
      retry: 'Réessayer',
    },
  },
  ar: {
    appName: 'سوق ستوديو',
    starting: 'جارٍ تشغيل سوق ستوديو…',
    language: 'اللغة',
    signIn: {
      title: 'تسجيل الدخول إلى سوق ستوديو',
      intro: 'صمّم موقع متجرك أو سوقك بحسابك في سوق.',
      username: 'اسم المستخدم أو البريد الإلكتروني',
      password: 'كلمة المرور',
      submit: 'تسجيل الدخول',
      busy: 'جارٍ تسجيل الدخول…',
      ...refusals('ar'),
      tooManyAttemptsLater: 'محاولات كثيرة. أعد المحاولة بعد بضع دقائق.',
      failed: 'تعذّر الوصول إلى الخادم. تحقّق من عنوان الواجهة.',
      signedOut: 'لقد سجّلت الخروج.',
      apiAddress: 'عنوان الواجهة البرمجية',
      apiAddressHint: 'خادم سوق الذي يعمل معه الاستوديو، مثلًا http://localhost:3000.',
      apiAddressInvalid: 'أدخل عنوان http أو https.',
      insecureStorage: 'لا يتوفر في هذا الحاسوب مخزن أسرار: سيتم تسجيل خروجك عند إغلاق الاستوديو.',
    },
    lands: {
      title: 'مواقعك',
      signedInAs: 'متصل باسم {name}',
      signOut: 'تسجيل الخروج',
      stores: 'المتاجر',
      markets: 'الأسواق',
      open: 'فتح المحرر',
      plan: { FULL: 'الباقة الكاملة', BASIC: 'الباقة الأساسية' },
      planHint: {
        FULL: 'الصفحات والكتل والتصميم والسمة وقوائم البيانات.',
        BASIC: 'المحتوى والسمة والنشر؛ تتطلب الصفحات والكتل وقوائم البيانات الباقة الكاملة.',
      },
      badge: { noService: 'لا توجد باقة موقع', noPermission: 'غير قابل للتعديل', noAccess: 'غير قابل للتعديل' },
      why: {
        noService: 'لا يملك هذا الموقع باقة موقع. اطلب من سوق تفعيل الخدمة.',
        noPermission: 'لا يمكن لحسابك تعديل المواقع (صلاحية إنشاء المواقع غير متوفرة). اطلب ذلك من المالك أو من سوق.',
        noAccess: 'لا يمكن لحسابك تعديل هذا الموقع.',
      },
      none: 'ليس لديك متجر أو سوق لتصميمه بعد.',
      noneHint: 'يُفتح هنا حساب صاحب متجر أو مشغّل سوق لديه خدمة الموقع.',
      loading: 'جارٍ تحميل مواقعك…',
      failed: 'تعذّر تحميل مواقعك.',
      retry: 'إعادة المحاولة',
    },
  },
});
