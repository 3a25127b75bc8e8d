import type { PriceUnit } from '../../../../../shared/domain/marketplace';
import { PRICE_UNIT_FACTORS } from '../../../../../shared/domain/announcements';
import type { Random } from '../random';
import type { Lang, Phrase, PriceDraft, WriterContext } from './types';

/** The phrase in the language (Darija falls back to French). */
export function say(lang: Lang, phrase: Phrase): string {
  return lang === 'dz' ? (phrase.dz ?? phrase.fr) : phrase[lang];
}

/** One of the phrases, in the language. */
export function pickSay(random: Random, lang: Lang, phrases: readonly Phrase[]): string {
  return say(lang, random.pick(phrases));
}

/** One of the texts given for the language. */
export function pickIn(
  random: Random,
  lang: Lang,
  texts: { fr: readonly string[]; ar: readonly string[]; dz?: readonly string[] },
): string {
  const list = lang === 'dz' ? (texts.dz ?? texts.fr) : texts[lang];
  return random.pick(list);
}

/** A whole number as people write it here: "120 000". */
export function formatNumber(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** A decimal with a comma in French ("1,65"), a dot elsewhere, without trailing zeros. */
function formatDecimal(value: number, lang: Lang): string {
  const text = String(Math.round(value * 100) / 100);
  return lang === 'fr' ? text.replace('.', ',') : text;
}

/**
 * A price as the seller would write it in the description, in the unit it is shown in:
 * "215 millions", "1,65 milliard", "45 000 DA", "3 500 DA/m²".
 */
export function priceText(price: PriceDraft, lang: Lang): string | null {
  if (price.amountDa === null || price.unit === 'NO_PRICE') return null;
  const amount = price.amountDa / PRICE_UNIT_FACTORS[price.unit];
  const units: Record<Exclude<PriceUnit, 'NO_PRICE'>, Phrase> = {
    UNIT: { fr: 'DA', ar: 'دج', dz: 'DA' },
    MILLION: { fr: amount >= 2 ? 'millions' : 'million', ar: 'مليون', dz: amount >= 2 ? 'millions' : 'million' },
    BILLION: { fr: amount >= 2 ? 'milliards' : 'milliard', ar: 'مليار', dz: 'melyar' },
    UNIT_PER_SQUARE: { fr: 'DA/m²', ar: 'دج/م²', dz: 'DA le m²' },
    MILLION_PER_SQUARE: { fr: 'millions/m²', ar: 'مليون/م²', dz: 'million le m²' },
  };
  const number = Number.isInteger(amount) ? formatNumber(amount) : formatDecimal(amount, lang);
  return `${number} ${say(lang, units[price.unit])}`;
}

/** Condition of used goods, by the `etat` dataset codename. */
export const CONDITION_WORDS: Record<string, Phrase> = {
  neuf_scelle: { fr: 'neuf sous emballage', ar: 'جديد في العلبة', dz: 'jdid f carton' },
  neuf: { fr: 'neuf', ar: 'جديد', dz: 'jdid' },
  comme_neuf: { fr: 'comme neuf', ar: 'كالجديد', dz: 'kima jdid' },
  bon_etat: { fr: 'en bon état', ar: 'في حالة جيدة', dz: 'nadi' },
  etat_moyen: { fr: 'état correct', ar: 'حالة مقبولة', dz: 'mlih' },
  pour_pieces: { fr: 'pour pièces', ar: 'لقطع الغيار', dz: 'l pièces' },
};

/** Conditions of used goods as people list them: mostly good, few broken. */
export const CONDITION_WEIGHTS = [
  ['neuf_scelle', 8],
  ['neuf', 14],
  ['comme_neuf', 22],
  ['bon_etat', 38],
  ['etat_moyen', 14],
  ['pour_pieces', 4],
] as const;

/** What a used item is worth against its price new, by condition. */
export const CONDITION_VALUE: Record<string, number> = {
  neuf_scelle: 1,
  neuf: 0.95,
  comme_neuf: 0.82,
  bon_etat: 0.68,
  etat_moyen: 0.5,
  pour_pieces: 0.2,
};

/** How sellers open a title or a description. */
export const SELLING: { fr: readonly string[]; ar: readonly string[]; dz: readonly string[] } = {
  fr: ['Vends', 'À vendre', 'Je vends', 'Vente'],
  ar: ['للبيع', 'أبيع', 'بيع'],
  dz: ['nbi3', 'lel bi3', 'rani nbi3'],
};

/** Praise that ends a good many Darija titles. */
export const DZ_PRAISE = ['nadi', 'nadia', 'kima jdid', 'top', 'ndif', 'makach li ydir', 'bla tbahdil', 'mlih bezaf'];

const NEGOTIABLE: Phrase[] = [
  { fr: 'Prix négociable.', ar: 'السعر قابل للتفاوض.', dz: 'prix fih chwiya.' },
  { fr: 'Prix à débattre.', ar: 'السعر قابل للنقاش.', dz: 'prix 3la hsab, nahdro.' },
  { fr: 'Légèrement négociable.', ar: 'قابل للتفاوض قليلا.', dz: 'nahi chwiya l li yji.' },
];
const FIXED: Phrase[] = [
  { fr: 'Prix ferme.', ar: 'السعر نهائي.', dz: 'prix final.' },
  { fr: 'Dernier prix, pas de négociation.', ar: 'آخر سعر، بدون تفاوض.', dz: 'akhir prix, ma tzidch tnaqes.' },
];
const OFFERED: Phrase[] = [
  {
    fr: 'Prix offert, je vends au plus offrant.',
    ar: 'السعر المعروض، البيع لمن يدفع أكثر.',
    dz: 'prix offert, li yzid yadiha.',
  },
  {
    fr: 'Meilleure offre reçue, faites vos propositions.',
    ar: 'هذا أفضل عرض وصلني، قدموا عروضكم.',
    dz: 'hada offert, li 3andou khir ya3ayet.',
  },
];
const GIVEN: Phrase[] = [
  {
    fr: 'Je le donne gratuitement, à récupérer sur place.',
    ar: 'أعطيه مجانا، يستلم من عندي.',
    dz: 'ndirha fabour, tji tdiha.',
  },
];
const SERIOUS: Phrase[] = [
  { fr: "Pas sérieux s'abstenir.", ar: 'للجادين فقط.', dz: 'li habb yetsel bark.' },
  {
    fr: 'Contactez-moi par téléphone ou WhatsApp.',
    ar: 'للتواصل عبر الهاتف أو الواتساب.',
    dz: '3ayetli wela WhatsApp.',
  },
  {
    fr: 'Appels uniquement, je ne réponds pas aux messages.',
    ar: 'الاتصال فقط، لا أرد على الرسائل.',
    dz: 'appel bark, ma nrodch 3la les messages.',
  },
  { fr: 'Disponible pour toute information.', ar: 'متوفر لأي استفسار.', dz: 'ila 3andek su2al 3ayet.' },
  { fr: 'Visible sur rendez-vous.', ar: 'المعاينة بموعد مسبق.', dz: 'tchoufha b rendez-vous.' },
];
const EXCHANGE: Phrase[] = [
  { fr: 'Échange possible.', ar: 'إمكانية التبديل.', dz: 'nbadel tani.' },
  { fr: 'Étudie toute proposition d’échange.', ar: 'أدرس كل عروض التبديل.', dz: 'ila 3andek tbdila 3ayet.' },
];
const DELIVERY: Phrase[] = [
  { fr: 'Livraison possible vers les 58 wilayas.', ar: 'التوصيل متوفر إلى 58 ولاية.', dz: 'livraison l 58 wilayas.' },
  {
    fr: 'Livraison disponible, paiement à la livraison.',
    ar: 'التوصيل متوفر والدفع عند الاستلام.',
    dz: 'livraison kayna, tkhalles ki tasslek.',
  },
  {
    fr: 'Envoi par Yalidine ou Zr Express.',
    ar: 'الإرسال عبر ياليدين أو زد آر إكسبرس.',
    dz: 'nab3at m3a Yalidine wela Zr Express.',
  },
];

/** "de Sétif", "d'Alger": French elides "de" before a vowel. */
export function ofPlace(name: string): string {
  return /^[aeiouyàâéèêîïôûAEIOUYÀÂÉÈÊÎÏÔÛ]/.test(name) ? `d’${name}` : `de ${name}`;
}

/** Where the announcement is, as the seller says it. */
export function placeLine(context: WriterContext): string {
  const { city, region } = context.place;
  const sameName = city.names.fr === region.names.fr;
  switch (context.lang) {
    case 'ar':
      return sameName ? `متواجد في ${city.names.ar}.` : `متواجد في ${city.names.ar}، ولاية ${region.names.ar}.`;
    case 'dz':
      return sameName ? `rani f ${city.names.fr}.` : `rani f ${city.names.fr} (${region.names.fr}).`;
    default:
      return sameName ? `Situé à ${city.names.fr}.` : `Situé à ${city.names.fr}, wilaya ${ofPlace(region.names.fr)}.`;
  }
}

/** The closing lines sellers add: the price and how firm it is, exchange, delivery, place, contact. */
export function closingLines(
  context: WriterContext,
  price: PriceDraft,
  extras: { exchange: boolean; delivery: boolean },
): string[] {
  const { random, lang } = context;
  const lines: string[] = [];
  const text = priceText(price, lang);
  if (text && random.chance(0.55)) {
    lines.push(lang === 'ar' ? `السعر: ${text}` : lang === 'dz' ? `prix: ${text}` : `Prix : ${text}`);
  }
  const firmness =
    price.type === 'NEGOTIABLE'
      ? NEGOTIABLE
      : price.type === 'FIXED'
        ? FIXED
        : price.type === 'OFFERED'
          ? OFFERED
          : price.type === 'GIVEN'
            ? GIVEN
            : [];
  if (firmness.length > 0 && random.chance(0.7)) lines.push(pickSay(random, lang, firmness));
  if (extras.exchange) lines.push(pickSay(random, lang, EXCHANGE));
  if (extras.delivery && random.chance(0.75)) lines.push(pickSay(random, lang, DELIVERY));
  if (random.chance(0.6)) lines.push(placeLine(context));
  if (random.chance(0.65)) lines.push(pickSay(random, lang, SERIOUS));
  return lines;
}

/** Joins description lines: one paragraph for short ones, a line each otherwise. */
export function joinLines(random: Random, lines: readonly string[]): string {
  const kept = lines.filter((line) => line.trim() !== '');
  return kept.join(kept.length <= 3 && random.chance(0.5) ? ' ' : '\n');
}

/** The first letter in capitals (titles drawn from lower-case fragments), but "iPhone" stays as it is. */
export function capitalize(text: string): string {
  if (/^\p{Ll}\p{Lu}/u.test(text)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Spaces collapsed and trimmed, so optional fragments leave no double spaces. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.])/g, '$1')
    .trim();
}

/** The price drawn for an item worth `newDa` new, by condition, rounded as people round prices. */
export function usedPrice(random: Random, newDa: number, condition: string | undefined): number {
  const value = newDa * (condition ? (CONDITION_VALUE[condition] ?? 0.7) : 0.8) * random.between(0.88, 1.1);
  return roundPrice(value);
}

/** Rounds a price in dinars the way sellers do: to 50 DA under 2 000, 500 DA under 100 000, then 1 000. */
export function roundPrice(valueDa: number): number {
  const step = valueDa < 2_000 ? 50 : valueDa < 100_000 ? 500 : valueDa < 1_000_000 ? 1_000 : 10_000;
  return Math.max(step, Math.round(valueDa / step) * step);
}
