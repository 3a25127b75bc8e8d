import { defineTexts } from '../portal/define';

/**
 * The desktop app's own words (issue 25): its native menu and About box, in the studio's language
 * (the window tells the main process which one it shows). The editor's commands (save, publish,
 * undo, previews, zoom) are named with the editor toolbar's own words (editor.ts), so the menu
 * and the toolbar never say them differently.
 */
export const desktopTexts = defineTexts({
  en: {
    menu: {
      file: 'File',
      quit: 'Quit',
      close: 'Close window',
      edit: 'Edit',
      cut: 'Cut',
      copy: 'Copy',
      paste: 'Paste',
      selectAll: 'Select all',
      view: 'View',
      zoomReset: 'Actual size',
      window: 'Window',
      minimize: 'Minimise',
      help: 'Help',
      pro: 'Souk for stores (guide and plans)',
      contact: 'Contact Souk',
      about: 'About Souk Studio',
    },
    about: {
      detail: 'Version {version}\nElectron {electron} · Chromium {chrome}\n© Souk',
      ok: 'OK',
    },
  },
  fr: {
    menu: {
      file: 'Fichier',
      quit: 'Quitter',
      close: 'Fermer la fenêtre',
      edit: 'Édition',
      cut: 'Couper',
      copy: 'Copier',
      paste: 'Coller',
      selectAll: 'Tout sélectionner',
      view: 'Affichage',
      zoomReset: 'Taille réelle',
      window: 'Fenêtre',
      minimize: 'Réduire',
      help: 'Aide',
      pro: 'Souk pour les boutiques (guide et formules)',
      contact: 'Contacter Souk',
      about: 'À propos de Souk Studio',
    },
    about: {
      detail: 'Version {version}\nElectron {electron} · Chromium {chrome}\n© Souk',
      ok: 'OK',
    },
  },
  ar: {
    menu: {
      file: 'ملف',
      quit: 'إنهاء',
      close: 'إغلاق النافذة',
      edit: 'تحرير',
      cut: 'قص',
      copy: 'نسخ',
      paste: 'لصق',
      selectAll: 'تحديد الكل',
      view: 'عرض',
      zoomReset: 'الحجم الفعلي',
      window: 'نافذة',
      minimize: 'تصغير النافذة',
      help: 'مساعدة',
      pro: 'سوق للمتاجر (الدليل والباقات)',
      contact: 'الاتصال بسوق',
      about: 'حول سوق ستوديو',
    },
    about: {
      detail: 'الإصدار \u2066{version}\u2069\nElectron \u2066{electron}\u2069 · Chromium \u2066{chrome}\u2069\n© Souk',
      ok: 'حسنًا',
    },
  },
});
