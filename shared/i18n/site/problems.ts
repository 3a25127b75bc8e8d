import { defineTexts } from '../portal/define';

/**
 * Why a site document is refused (shared/site/validate.ts), in the three languages. The spec's
 * own texts are used where it gives them (unsupported video, unknown store location).
 */
export const siteProblemTexts = defineTexts({
  en: {
    invalid: 'This value is not valid.',
    unknownVersion: 'Unknown document version.',
    unknownBlock: 'Unknown block type.',
    blockNotAllowed: 'This block is not available for this kind of site.',
    notContainer: 'This block cannot hold other blocks.',
    tooDeep: 'Blocks are nested too deep.',
    tooManyBlocks: 'Too many blocks on this page.',
    tooManyBlocksTotal: 'The site has too many blocks.',
    tooLarge: 'The site is too large to be saved.',
    duplicateId: 'Two elements share the same id.',
    duplicateSlug: 'Two pages share the same address.',
    homePage: 'The site needs exactly one home page.',
    unknownQuery: 'This block reads a list that does not exist.',
    unsupportedVideo: 'Unsupported video format',
    noLocation: "The store's location is unknown.",
    badLink: 'Links must start with http, https, mailto or tel.',
  },
  fr: {
    invalid: "Cette valeur n'est pas valide.",
    unknownVersion: 'Version de document inconnue.',
    unknownBlock: 'Type de bloc inconnu.',
    blockNotAllowed: "Ce bloc n'est pas disponible pour ce type de site.",
    notContainer: "Ce bloc ne peut pas contenir d'autres blocs.",
    tooDeep: 'Les blocs sont imbriqués trop profondément.',
    tooManyBlocks: 'Trop de blocs sur cette page.',
    tooManyBlocksTotal: 'Le site a trop de blocs.',
    tooLarge: 'Le site est trop volumineux pour être enregistré.',
    duplicateId: 'Deux éléments ont le même identifiant.',
    duplicateSlug: 'Deux pages ont la même adresse.',
    homePage: "Le site doit avoir exactement une page d'accueil.",
    unknownQuery: "Ce bloc lit une liste qui n'existe pas.",
    unsupportedVideo: 'Format de vidéo non supporté',
    noLocation: "L'emplacement de la boutique est inconnu.",
    badLink: 'Les liens doivent commencer par http, https, mailto ou tel.',
  },
  ar: {
    invalid: 'هذه القيمة غير صالحة.',
    unknownVersion: 'إصدار مستند غير معروف.',
    unknownBlock: 'نوع كتلة غير معروف.',
    blockNotAllowed: 'هذه الكتلة غير متاحة لهذا النوع من المواقع.',
    notContainer: 'لا يمكن لهذه الكتلة أن تحتوي على كتل أخرى.',
    tooDeep: 'الكتل متداخلة بعمق كبير.',
    tooManyBlocks: 'عدد الكتل في هذه الصفحة كبير جدًا.',
    tooManyBlocksTotal: 'عدد كتل الموقع كبير جدًا.',
    tooLarge: 'الموقع كبير جدًا بحيث لا يمكن حفظه.',
    duplicateId: 'عنصران يحملان نفس المعرّف.',
    duplicateSlug: 'صفحتان بنفس العنوان.',
    homePage: 'يجب أن يحتوي الموقع على صفحة رئيسية واحدة بالضبط.',
    unknownQuery: 'هذه الكتلة تقرأ قائمة غير موجودة.',
    unsupportedVideo: 'صيغة الفيديو غير مدعومة',
    noLocation: 'موقع المتجر غير معروف.',
    badLink: 'يجب أن تبدأ الروابط بـ http أو https أو mailto أو tel.',
  },
});

export type SiteProblemCode = keyof (typeof siteProblemTexts)['en'];
