import { defineTexts } from './define';

/** The promotions' slots on the portal: the disclosure, the slider's controls, the house banner (issue 21). */
export const promotionTexts = defineTexts({
  en: {
    sponsored: 'Sponsored',
    topAds: 'Featured',
    slider: 'Promotions',
    previous: 'Previous promotion',
    next: 'Next promotion',
    slide: 'Promotion {index} of {count}',
    closeCover: 'Close this advertisement',
    pause: 'Pause the slides',
    play: 'Play the slides',
    fallback: {
      title: 'Your advertisement here',
      text: 'Reach buyers in all 58 wilayas, on the pages they read every day.',
      action: 'Advertise on Souk',
    },
  },
  fr: {
    sponsored: 'Sponsorisé',
    topAds: 'À la une',
    slider: 'Promotions',
    previous: 'Promotion précédente',
    next: 'Promotion suivante',
    slide: 'Promotion {index} sur {count}',
    closeCover: 'Fermer cette publicité',
    pause: 'Mettre en pause le défilement',
    play: 'Relancer le défilement',
    fallback: {
      title: 'Votre publicité ici',
      text: 'Touchez les acheteurs des 58 wilayas, sur les pages qu’ils consultent chaque jour.',
      action: 'Annoncer sur Souk',
    },
  },
  ar: {
    sponsored: 'إعلان مموّل',
    topAds: 'في الواجهة',
    slider: 'العروض الترويجية',
    previous: 'العرض السابق',
    next: 'العرض التالي',
    slide: 'العرض {index} من {count}',
    closeCover: 'إغلاق هذا الإعلان',
    pause: 'إيقاف التمرير',
    play: 'استئناف التمرير',
    fallback: {
      title: 'إعلانك هنا',
      text: 'اوصل إلى المشترين في الولايات الـ 58، على الصفحات التي يتصفحونها كل يوم.',
      action: 'أعلن على سوق',
    },
  },
});
