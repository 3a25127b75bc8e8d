import { defineTexts } from './define';

/**
 * The cookie banner of store and market sites whose owners measure their audience with a tag
 * manager or a social pixel (issue 21): nothing of those loads before the visitor agrees.
 */
export const consentTexts = defineTexts({
  en: {
    label: 'Cookies',
    text: 'This site would like to measure its audience with Google Tag Manager and the Meta pixel, which set cookies. Nothing is loaded unless you agree.',
    accept: 'Accept',
    refuse: 'Refuse',
    more: 'About cookies',
  },
  fr: {
    label: 'Cookies',
    text: 'Ce site souhaite mesurer son audience avec Google Tag Manager et le pixel Meta, qui déposent des cookies. Rien n’est chargé sans votre accord.',
    accept: 'Accepter',
    refuse: 'Refuser',
    more: 'En savoir plus sur les cookies',
  },
  ar: {
    label: 'ملفات تعريف الارتباط',
    text: 'يرغب هذا الموقع في قياس جمهوره باستخدام Google Tag Manager وبكسل Meta، وهي أدوات تضع ملفات تعريف الارتباط. لا يُحمَّل شيء دون موافقتك.',
    accept: 'قبول',
    refuse: 'رفض',
    more: 'حول ملفات تعريف الارتباط',
  },
});
