import { defineTexts } from '../../../shared/i18n/portal/define';

/**
 * What the site-builder operations answer when they refuse, in the caller's language. The
 * document's own problems are in shared/i18n/site/problems.ts (the studio shows them too).
 */
export const sitebuildTexts = defineTexts({
  en: {
    storeNotFound: 'This store does not exist.',
    marketNotFound: 'This market does not exist.',
    buildNotFound: 'This site build does not exist.',
    notEditor: 'You may not edit this site.',
    noPlan: 'This site has no site-builder plan.',
    invalidDocument: 'The site cannot be saved: some of its content is not valid.',
    tooLarge: 'The site is too large to be saved (1 MB at most): remove blocks, pages or long texts.',
    planForbids: 'Your site-builder plan does not allow this change.',
    conflict: 'The site was changed in the meantime: reload it before saving again.',
    baseVersionRequired: 'Say which version of the site this change starts from (baseVersion).',
    notABlueprint: 'Only blueprints can be deleted: the history is kept.',
    notACommit: 'Only a saved version of the site can be published: select the blueprint first.',
    tooManyBlueprints: 'This site has too many blueprints: delete one first.',
    blueprintNameTooLong: 'A blueprint’s name has {max} characters at most.',
    mediaNotUsable: 'These pictures cannot be added to this site’s library.',
    libraryFull: 'This site’s library is full ({max} pictures): remove some first.',
    mediaInUse: 'This picture is shown by a version of the site: replace it there first.',
    mediaNotFound: 'This picture is not in the site’s library.',
  },
  fr: {
    storeNotFound: "Cette boutique n'existe pas.",
    marketNotFound: "Ce marché n'existe pas.",
    buildNotFound: "Cette version du site n'existe pas.",
    notEditor: 'Vous ne pouvez pas modifier ce site.',
    noPlan: "Ce site n'a pas d'offre de création de site.",
    invalidDocument: "Le site ne peut pas être enregistré : une partie de son contenu n'est pas valide.",
    tooLarge:
      'Le site est trop volumineux pour être enregistré (1 Mo au plus) : retirez des blocs, des pages ou de longs textes.',
    planForbids: 'Votre offre de création de site ne permet pas cette modification.',
    conflict: 'Le site a été modifié entre-temps : rechargez-le avant de l’enregistrer à nouveau.',
    baseVersionRequired: 'Indiquez de quelle version du site part cette modification (baseVersion).',
    notABlueprint: "Seuls les modèles peuvent être supprimés : l'historique est conservé.",
    notACommit: "Seule une version enregistrée du site peut être publiée : sélectionnez d'abord le modèle.",
    tooManyBlueprints: "Ce site a trop de modèles : supprimez-en un d'abord.",
    blueprintNameTooLong: 'Le nom d’un modèle a {max} caractères au plus.',
    mediaNotUsable: 'Ces images ne peuvent pas être ajoutées à la bibliothèque de ce site.',
    libraryFull: 'La bibliothèque de ce site est pleine ({max} images) : retirez-en d’abord.',
    mediaInUse: 'Cette image est utilisée par une version du site : remplacez-la d’abord.',
    mediaNotFound: 'Cette image n’est pas dans la bibliothèque du site.',
  },
  ar: {
    storeNotFound: 'هذا المتجر غير موجود.',
    marketNotFound: 'هذا السوق غير موجود.',
    buildNotFound: 'هذه النسخة من الموقع غير موجودة.',
    notEditor: 'لا يمكنك تعديل هذا الموقع.',
    noPlan: 'هذا الموقع ليس لديه باقة لإنشاء المواقع.',
    invalidDocument: 'لا يمكن حفظ الموقع: جزء من محتواه غير صالح.',
    tooLarge: 'الموقع كبير جدًا ولا يمكن حفظه (1 ميغابايت على الأكثر): احذف بعض الكتل أو الصفحات أو النصوص الطويلة.',
    planForbids: 'باقتك لإنشاء المواقع لا تسمح بهذا التعديل.',
    conflict: 'تم تعديل الموقع في الأثناء: أعد تحميله قبل الحفظ مرة أخرى.',
    baseVersionRequired: 'حدّد نسخة الموقع التي ينطلق منها هذا التعديل (baseVersion).',
    notABlueprint: 'لا يمكن حذف سوى النماذج: يتم الاحتفاظ بالسجل.',
    notACommit: 'لا يمكن نشر سوى نسخة محفوظة من الموقع: اختر النموذج أولاً.',
    tooManyBlueprints: 'لهذا الموقع نماذج كثيرة جدًا: احذف واحدًا أولاً.',
    blueprintNameTooLong: 'لا يتجاوز اسم النموذج {max} حرفًا.',
    mediaNotUsable: 'لا يمكن إضافة هذه الصور إلى مكتبة هذا الموقع.',
    libraryFull: 'مكتبة هذا الموقع ممتلئة ({max} صورة): احذف بعضها أولاً.',
    mediaInUse: 'هذه الصورة مستعملة في نسخة من الموقع: استبدلها هناك أولاً.',
    mediaNotFound: 'هذه الصورة ليست في مكتبة الموقع.',
  },
});

/** A key of the site-builder texts. */
export type SitebuildText = keyof (typeof sitebuildTexts)['en'];
