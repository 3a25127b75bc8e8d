import type { Random } from '../random';
import type { Lang } from './types';

/** Questions buyers ask under announcements; {region} is the asker's wilaya. */
const QUESTIONS: Record<Lang, readonly string[]> = {
  fr: [
    'Toujours disponible ?',
    'C’est quoi le dernier prix ?',
    'Possible de faire un petit geste sur le prix ?',
    'Livraison possible vers {region} ?',
    'Vous êtes où exactement ?',
    'Est-ce que l’échange est possible ?',
    'Vous avez d’autres photos ?',
    'Les papiers sont en règle ?',
    'C’est encore sous garantie ?',
    'Je suis intéressé, je peux passer ce week-end ?',
  ],
  ar: [
    'هل مازال متوفرا؟',
    'كم آخر سعر؟',
    'هل التوصيل متوفر إلى {region}؟',
    'أين مكانك بالضبط؟',
    'هل تقبل التبديل؟',
    'ممكن صور أخرى؟',
    'الوثائق كاملة؟',
    'هل يمكن المعاينة يوم الجمعة؟',
  ],
  dz: [
    'mazal kayen ?',
    'akhir prix 9adech ?',
    'win rak exactement ?',
    'kayen livraison l {region} ?',
    'tbadel ?',
    'papiers kamlin ?',
    'ab3ath tsawer khrin f privé',
    'n9der nji nchoufha ghodwa ?',
  ],
};

/** What sellers answer. */
const ANSWERS: Record<Lang, readonly string[]> = {
  fr: [
    'Oui, toujours disponible.',
    'Le prix est légèrement négociable, appelez-moi.',
    'Livraison possible via Yalidine, paiement à la réception.',
    'Désolé, pas d’échange.',
    'Je vous envoie d’autres photos par WhatsApp.',
    'Papiers en règle, aucun souci.',
    'Vous pouvez passer quand vous voulez, appelez avant.',
  ],
  ar: [
    'نعم، مازال متوفرا.',
    'السعر قابل للتفاوض قليلا، اتصل بي.',
    'التوصيل متوفر عبر ياليدين والدفع عند الاستلام.',
    'آسف، لا أقبل التبديل.',
    'الوثائق كاملة والحمد لله.',
    'مرحبا بك في أي وقت، اتصل قبل المجيء.',
  ],
  dz: [
    'ih mazal.',
    'prix fih chwiya, 3ayetli.',
    'livraison kayna m3a Yalidine.',
    'smahli, ma nbadelch.',
    'papiers kamlin hamdoullah.',
    'marhba bik, 3ayet 9bel ma tji.',
  ],
};

/** Remarks that are neither questions nor answers. */
const REMARKS: Record<Lang, readonly string[]> = {
  fr: ['Bon courage pour la vente.', 'Très belle annonce, bonne continuation.', 'Prix correct pour ce modèle.'],
  ar: ['بالتوفيق في البيع.', 'بارك الله فيك.', 'سعر معقول.'],
  dz: ['rabbi ysahel.', 'sel3a nadia, bon courage.', 'prix ma3qoul.'],
};

/** A buyer's question (or, now and then, a remark) under an announcement. */
export function buyerComment(random: Random, lang: Lang, regionName: string): string {
  const list = random.chance(0.85) ? QUESTIONS[lang] : REMARKS[lang];
  return random.pick(list).replace('{region}', regionName);
}

/** The seller's answer to a comment. */
export function sellerAnswer(random: Random, lang: Lang): string {
  return random.pick(ANSWERS[lang]);
}
