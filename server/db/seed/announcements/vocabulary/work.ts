import type { SpecValues } from '../../../../modules/announcements';
import { valueLabel } from '../specs';
import { capitalize, formatNumber, roundPrice, tidy } from './common';
import type { Draft, FamilyWriter, PriceDraft, WriterContext } from './types';

/** A trade people recruit for: names, sector (catalog codename), monthly salary range in dinars, usual schooling. */
interface Trade {
  fr: string;
  ar: string;
  dz: string;
  sector: string;
  salary: readonly [number, number];
  schooling: string;
}

const TRADES: readonly Trade[] = [
  {
    fr: 'vendeuse en boutique de prêt-à-porter',
    ar: 'بائعة لمحل ملابس',
    dz: 'vendeuse l magasin ta3 lbas',
    sector: 'commerce',
    salary: [30_000, 45_000],
    schooling: 'secondaire',
  },
  {
    fr: 'comptable confirmé',
    ar: 'محاسب ذو خبرة',
    dz: 'comptable 3andou l’expérience',
    sector: 'commerce',
    salary: [60_000, 110_000],
    schooling: 'licence',
  },
  {
    fr: 'développeur web React / Node.js',
    ar: 'مطور ويب',
    dz: 'développeur web',
    sector: 'informatique',
    salary: [90_000, 200_000],
    schooling: 'master',
  },
  {
    fr: 'chauffeur poids lourd (permis C)',
    ar: 'سائق وزن ثقيل (رخصة C)',
    dz: 'chauffeur poids lourd',
    sector: 'transport_logistique',
    salary: [50_000, 80_000],
    schooling: 'moyen',
  },
  {
    fr: 'infirmière diplômée d’État',
    ar: 'ممرضة مؤهلة',
    dz: 'infirmière',
    sector: 'sante',
    salary: [50_000, 80_000],
    schooling: 'formation_pro',
  },
  {
    fr: 'enseignante de français (école privée)',
    ar: 'أستاذة لغة فرنسية (مدرسة خاصة)',
    dz: 'prof ta3 français',
    sector: 'education',
    salary: [40_000, 65_000],
    schooling: 'licence',
  },
  {
    fr: 'serveur pour café-restaurant',
    ar: 'نادل لمقهى ومطعم',
    dz: 'serveur l café',
    sector: 'hotellerie_restauration',
    salary: [30_000, 45_000],
    schooling: 'moyen',
  },
  {
    fr: 'cuisinier qualifié',
    ar: 'طباخ محترف',
    dz: 'cuisinier',
    sector: 'hotellerie_restauration',
    salary: [50_000, 90_000],
    schooling: 'formation_pro',
  },
  {
    fr: 'maçon et coffreur',
    ar: 'بناء وخشاب',
    dz: 'bennay',
    sector: 'btp',
    salary: [60_000, 90_000],
    schooling: 'sans',
  },
  {
    fr: 'électricien bâtiment',
    ar: 'كهربائي عمارات',
    dz: 'électricien',
    sector: 'btp',
    salary: [50_000, 80_000],
    schooling: 'formation_pro',
  },
  {
    fr: 'agent commercial terrain',
    ar: 'وكيل تجاري ميداني',
    dz: 'commercial',
    sector: 'commerce',
    salary: [40_000, 70_000],
    schooling: 'secondaire',
  },
  {
    fr: 'secrétaire de direction',
    ar: 'سكرتيرة إدارة',
    dz: 'secrétaire',
    sector: 'administration',
    salary: [40_000, 60_000],
    schooling: 'licence',
  },
  {
    fr: 'ingénieur agronome',
    ar: 'مهندس فلاحي',
    dz: 'ingénieur agronome',
    sector: 'agriculture',
    salary: [70_000, 120_000],
    schooling: 'master',
  },
  {
    fr: 'technicien de maintenance industrielle',
    ar: 'تقني صيانة صناعية',
    dz: 'technicien maintenance',
    sector: 'industrie',
    salary: [55_000, 90_000],
    schooling: 'formation_pro',
  },
  {
    fr: 'livreur avec moto',
    ar: 'موزع بدراجة نارية',
    dz: 'livreur b moto',
    sector: 'transport_logistique',
    salary: [35_000, 50_000],
    schooling: 'moyen',
  },
  {
    fr: 'community manager',
    ar: 'مسير صفحات التواصل الاجتماعي',
    dz: 'community manager',
    sector: 'informatique',
    salary: [45_000, 80_000],
    schooling: 'licence',
  },
  {
    fr: 'vendeur en pharmacie',
    ar: 'بائع في صيدلية',
    dz: 'vendeur f pharmacie',
    sector: 'sante',
    salary: [40_000, 60_000],
    schooling: 'secondaire',
  },
  {
    fr: 'réceptionniste d’hôtel',
    ar: 'موظف استقبال في فندق',
    dz: 'réceptionniste f hôtel',
    sector: 'hotellerie_restauration',
    salary: [35_000, 50_000],
    schooling: 'licence',
  },
];

function salaryPrice(context: WriterContext, salary: readonly [number, number], rate: number): PriceDraft {
  const { random, category } = context;
  if (!category.priceUnits.includes('UNIT') || !random.chance(rate)) {
    return {
      amountDa: null,
      unit: category.priceUnits.includes('NO_PRICE') ? 'NO_PRICE' : category.priceUnits[0]!,
      type: null,
    };
  }
  return {
    amountDa: roundPrice(random.between(salary[0], salary[1])),
    unit: 'UNIT',
    type: random.chance(0.6) ? 'NEGOTIABLE' : 'FIXED',
  };
}

/** Job offers: a trade, its sector, a contract, and a salary or none. */
const jobOffers: FamilyWriter = (context) => {
  const { random, lang, catalog, place } = context;
  const trade = random.pick(TRADES);
  const specs: SpecValues = {
    secteur: trade.sector,
    type_contrat: random.weighted([
      ['cdi', 35],
      ['cdd', 35],
      ['temps_partiel', 15],
      ['interim', 5],
      ['freelance', 10],
    ] as const),
    experience: random.pick(['debutant', 'moins_1_an', 'de_1_a_3_ans', 'de_3_a_5_ans', 'plus_5_ans']),
    niveau_etudes: trade.schooling,
  };
  const price = salaryPrice(context, trade.salary, 0.4);
  const contract = valueLabel(catalog, 'type_contrat', specs.type_contrat as string, lang);
  const experience = valueLabel(catalog, 'experience', specs.experience as string, lang);
  const city = lang === 'ar' ? place.city.names.ar : place.city.names.fr;
  const salary = price.amountDa ? formatNumber(price.amountDa) : null;
  let title: string;
  const lines: string[] = [];
  if (lang === 'ar') {
    title = random.pick([`مطلوب ${trade.ar}`, `توظيف ${trade.ar} في ${city}`, `عرض عمل: ${trade.ar}`]);
    lines.push(`مؤسسة في ${city} توظف ${trade.ar}.`, `نوع العقد: ${contract}، الخبرة: ${experience}.`);
    lines.push(salary ? `الراتب: ${salary} دج مع المنح.` : 'راتب محفز حسب الكفاءة.');
    lines.push('أرسلوا السيرة الذاتية عبر البريد الإلكتروني أو اتصلوا بنا.');
  } else if (lang === 'dz') {
    title = random.pick([`nhawes 3la ${trade.dz}`, `recrutement ${trade.dz} f ${city}`, `ndawer 3la ${trade.dz}`]);
    lines.push(`nhawes 3la ${trade.dz} f ${city}, ${contract.toLowerCase()}.`);
    lines.push(salary ? `salaire ${salary} DA.` : 'salaire 3la hsab l’expérience.');
  } else {
    title = random.pick([`Recrutement ${trade.fr}`, `Offre d’emploi : ${trade.fr}`, `Cherche ${trade.fr} – ${city}`]);
    lines.push(
      `Entreprise située à ${city} recrute ${trade.fr}.`,
      `Contrat ${contract}, expérience : ${experience.toLowerCase()}.`,
    );
    lines.push(salary ? `Salaire : ${salary} DA net + primes.` : 'Salaire motivant selon profil.');
    lines.push('Envoyez votre CV par e-mail ou appelez-nous.');
  }
  return { title: capitalize(tidy(title)), lines: lines.map(tidy), specs, price, optionalSpecs: 0 };
};

/** Job seekers: a trade, their experience, rarely a salary. */
const jobSeekers: FamilyWriter = (context) => {
  const { random, lang, catalog } = context;
  const trade = random.pick(TRADES);
  const years = random.int(1, 15);
  const specs: SpecValues = {
    secteur: trade.sector,
    experience: years >= 5 ? 'plus_5_ans' : years >= 3 ? 'de_3_a_5_ans' : 'de_1_a_3_ans',
    niveau_etudes: trade.schooling,
  };
  const price = salaryPrice(context, trade.salary, 0.15);
  const schooling = valueLabel(catalog, 'niveau_etudes', trade.schooling, lang);
  const title =
    lang === 'ar'
      ? `أبحث عن عمل: ${trade.ar}`
      : lang === 'dz'
        ? `nhawes 3la khedma ${trade.dz}`
        : random.pick([
            `Cherche emploi : ${trade.fr}`,
            `${capitalize(trade.fr)} cherche poste`,
            `Demande d’emploi ${trade.fr}`,
          ]);
  const lines =
    lang === 'ar'
      ? [`${years} سنوات خبرة، المستوى الدراسي: ${schooling}.`, 'جاد ومنضبط، متوفر فورا.']
      : lang === 'dz'
        ? [`3andi ${years} ans expérience, ${schooling.toLowerCase()}.`, 'disponible tout de suite.']
        : [
            `${years} ans d’expérience, niveau ${schooling.toLowerCase()}.`,
            random.pick([
              'Sérieux, ponctuel, disponible immédiatement.',
              'Permis B, véhiculé.',
              'Disponible à temps plein ou partiel.',
            ]),
          ];
  return { title: capitalize(tidy(title)), lines: lines.map(tidy), specs, price, optionalSpecs: 0 };
};

/** A service or small job: names and a price "from" in dinars (or on quote). */
interface Offer {
  fr: string;
  ar: string;
  dz?: string;
  price: readonly [number, number];
  specs?: SpecValues;
}

const SERVICE_OFFERS: Record<number, readonly Offer[]> = {
  803: [
    {
      fr: 'Stage de fin d’études en comptabilité',
      ar: 'تربص نهاية الدراسة في المحاسبة',
      price: [0, 0],
      specs: { niveau_etudes: 'licence' },
    },
    { fr: 'Stagiaire développeur web', ar: 'متربص مطور ويب', price: [0, 0], specs: { niveau_etudes: 'licence' } },
    {
      fr: 'Stage pratique en pharmacie',
      ar: 'تربص تطبيقي في صيدلية',
      price: [0, 0],
      specs: { niveau_etudes: 'master' },
    },
  ],
  804: [
    {
      fr: 'Création de sites web et boutiques en ligne',
      ar: 'تصميم مواقع ومتاجر إلكترونية',
      price: [25_000, 120_000],
      specs: { secteur: 'informatique' },
    },
    {
      fr: 'Montage vidéo pour YouTube et Instagram',
      ar: 'مونتاج فيديو ليوتيوب وإنستغرام',
      price: [3_000, 15_000],
      specs: { secteur: 'informatique' },
    },
    {
      fr: 'Traduction français – arabe – anglais',
      ar: 'ترجمة فرنسي عربي إنجليزي',
      price: [1_000, 3_000],
      specs: { secteur: 'autre' },
    },
    {
      fr: 'Design de logo et identité visuelle',
      ar: 'تصميم شعار وهوية بصرية',
      price: [5_000, 30_000],
      specs: { secteur: 'informatique' },
    },
  ],
  901: [
    { fr: 'Maçonnerie, carrelage et peinture', ar: 'بناء وتبليط ودهان', dz: 'bni, zellij w sbigha', price: [0, 0] },
    {
      fr: 'Plombier disponible 7j/7',
      ar: 'سباك متوفر طوال الأسبوع',
      dz: 'plombier 7/7',
      price: [2_000, 5_000],
      specs: { lieu_service: 'a_domicile' },
    },
    { fr: 'Étanchéité de terrasses', ar: 'عزل الأسطح', price: [1_500, 3_000] },
    { fr: 'Faux plafond BA13 et décoration', ar: 'أسقف مستعارة وديكور', price: [2_500, 4_500] },
  ],
  902: [
    {
      fr: 'Déménagement toutes wilayas avec camion et ouvriers',
      ar: 'نقل الأثاث لجميع الولايات مع العمال',
      dz: 'dménagement l ga3 les wilayas',
      price: [8_000, 40_000],
    },
    { fr: 'Transport de marchandises 58 wilayas', ar: 'نقل البضائع 58 ولاية', price: [5_000, 30_000] },
  ],
  903: [
    {
      fr: 'Réparation de téléphones (écran, batterie)',
      ar: 'تصليح الهواتف (شاشة، بطارية)',
      price: [1_500, 8_000],
      specs: { lieu_service: 'sur_place' },
    },
    { fr: 'Réparation TV et démodulateurs', ar: 'تصليح التلفاز وأجهزة الاستقبال', price: [1_500, 6_000] },
    {
      fr: 'Réparation de machines à laver à domicile',
      ar: 'تصليح الغسالات في المنزل',
      price: [2_000, 6_000],
      specs: { lieu_service: 'a_domicile' },
    },
  ],
  904: [
    {
      fr: 'Cours de soutien en maths (BAC)',
      ar: 'دروس دعم في الرياضيات (بكالوريا)',
      dz: 'cours maths l BAC',
      price: [2_000, 6_000],
    },
    {
      fr: 'Cours d’anglais tous niveaux',
      ar: 'دروس إنجليزية لجميع المستويات',
      price: [3_000, 8_000],
      specs: { lieu_service: 'a_distance' },
    },
    { fr: 'Formation comptabilité et paie', ar: 'تكوين في المحاسبة والأجور', price: [15_000, 40_000] },
    { fr: 'Cours de Coran et tajwid pour enfants', ar: 'تحفيظ القرآن والتجويد للأطفال', price: [1_500, 4_000] },
    {
      fr: 'Auto-école : permis B',
      ar: 'مدرسة تعليم السياقة: رخصة B',
      price: [30_000, 45_000],
      specs: { lieu_service: 'sur_place' },
    },
  ],
  905: [
    {
      fr: 'Location de salle des fêtes',
      ar: 'كراء قاعة حفلات',
      dz: 'salle des fêtes l kra',
      price: [80_000, 250_000],
      specs: { lieu_service: 'sur_place' },
    },
    { fr: 'DJ pour mariages et fêtes', ar: 'دي جي للأعراس والحفلات', price: [20_000, 60_000] },
    { fr: 'Traiteur pour mariages', ar: 'ممون حفلات الأعراس', price: [800, 2_000] },
    { fr: 'Photographe et vidéaste de mariage', ar: 'مصور أعراس فوتو وفيديو', price: [30_000, 90_000] },
    {
      fr: 'Neggafa et location de tenues traditionnelles',
      ar: 'ماشطة وكراء الألبسة التقليدية',
      price: [25_000, 80_000],
    },
  ],
  906: [
    {
      fr: 'Nettoyage d’appartements et de villas',
      ar: 'تنظيف الشقق والفيلات',
      price: [5_000, 20_000],
      specs: { lieu_service: 'a_domicile' },
    },
    { fr: 'Lavage de tapis et de moquettes', ar: 'غسيل الزرابي والموكيت', price: [300, 600] },
    { fr: 'Désinsectisation et dératisation', ar: 'إبادة الحشرات والقوارض', price: [5_000, 15_000] },
  ],
  907: [
    {
      fr: 'Création de site web vitrine',
      ar: 'تصميم موقع إلكتروني',
      price: [30_000, 120_000],
      specs: { lieu_service: 'a_distance' },
    },
    {
      fr: 'Réparation d’ordinateurs à domicile',
      ar: 'تصليح الحواسيب في المنزل',
      price: [2_000, 5_000],
      specs: { lieu_service: 'a_domicile' },
    },
    { fr: 'Installation de caméras et réseau', ar: 'تركيب كاميرات المراقبة والشبكات', price: [5_000, 25_000] },
  ],
  908: [
    {
      fr: 'Kinésithérapeute à domicile',
      ar: 'مختص علاج طبيعي في المنزل',
      price: [2_500, 4_000],
      specs: { lieu_service: 'a_domicile' },
    },
    {
      fr: 'Infirmier à domicile (injections, pansements)',
      ar: 'ممرض في المنزل (حقن، ضمادات)',
      price: [800, 2_000],
      specs: { lieu_service: 'a_domicile' },
    },
    {
      fr: 'Hijama (ventouses) sur rendez-vous',
      ar: 'حجامة بموعد',
      dz: 'hijama b rendez-vous',
      price: [1_500, 3_000],
      specs: { lieu_service: 'sur_place' },
    },
    { fr: 'Coach sportif personnel', ar: 'مدرب رياضي خاص', price: [2_000, 5_000] },
  ],
  909: [
    {
      fr: 'Mécanicien auto à domicile',
      ar: 'ميكانيكي سيارات في المنزل',
      price: [2_000, 5_000],
      specs: { lieu_service: 'a_domicile' },
    },
    { fr: 'Diagnostic auto par valise', ar: 'تشخيص السيارات بالجهاز', price: [1_500, 3_000] },
    {
      fr: 'Lavage auto à domicile',
      ar: 'غسيل السيارات في المنزل',
      price: [1_000, 2_500],
      specs: { lieu_service: 'a_domicile' },
    },
    { fr: 'Dépannage et remorquage 24h/24', ar: 'قطر السيارات 24/24', dz: 'dépannage 24/24', price: [5_000, 20_000] },
    { fr: 'Tôlerie et peinture', ar: 'سمكرة ودهان السيارات', price: [0, 0] },
  ],
  910: [
    {
      fr: 'Location de voitures sans chauffeur',
      ar: 'كراء السيارات بدون سائق',
      dz: 'location tomobilat',
      price: [4_000, 12_000],
    },
    {
      fr: 'Location de voiture avec chauffeur pour mariages',
      ar: 'كراء سيارة مع سائق للأعراس',
      price: [10_000, 25_000],
    },
    { fr: 'Location d’utilitaire à la journée', ar: 'كراء شاحنة صغيرة باليوم', price: [6_000, 12_000] },
  ],
};

/** Internships, freelance missions and services: a price from, or on quote. */
function offersWriter(offers: readonly Offer[]): FamilyWriter {
  return (context): Draft => {
    const { random, lang, category, place } = context;
    const offer = random.pick(offers);
    const onQuote = offer.price[1] === 0 || (category.priceUnits.includes('NO_PRICE') && random.chance(0.45));
    const price: PriceDraft = onQuote
      ? {
          amountDa: null,
          unit: category.priceUnits.includes('NO_PRICE') ? 'NO_PRICE' : category.priceUnits[0]!,
          type: null,
        }
      : {
          amountDa: roundPrice(random.between(offer.price[0], offer.price[1])),
          unit: 'UNIT',
          type: random.chance(0.5) ? 'NEGOTIABLE' : 'FIXED',
        };
    if (price.unit !== 'NO_PRICE' && price.amountDa === null)
      price.amountDa = roundPrice(random.between(2_000, 10_000));
    const name = lang === 'ar' ? offer.ar : lang === 'dz' ? (offer.dz ?? offer.fr) : offer.fr;
    const city = lang === 'ar' ? place.city.names.ar : place.city.names.fr;
    const title =
      lang === 'ar'
        ? random.pick([name, `${name} في ${city}`])
        : lang === 'dz'
          ? random.pick([name, `${name} f ${city}`])
          : random.pick([name, `${name} – ${city}`]);
    const lines =
      lang === 'ar'
        ? [
            `نقترح عليكم ${offer.ar}.`,
            random.pick(['عمل متقن وأسعار معقولة.', 'خبرة أكثر من 10 سنوات.', 'التنقل إلى جميع البلديات.']),
            onQuote ? 'السعر حسب الطلب.' : '',
          ]
        : lang === 'dz'
          ? [`${name}, khedma nadia w prix ma3qoul.`, onQuote ? 'prix 3la hsab l khedma.' : '']
          : [
              `Nous proposons : ${offer.fr.charAt(0).toLowerCase()}${offer.fr.slice(1)}.`,
              random.pick([
                'Travail soigné, prix raisonnables.',
                'Plus de 10 ans d’expérience.',
                'Déplacement dans toutes les communes de la wilaya.',
                'Devis gratuit.',
              ]),
              onQuote ? 'Prix sur devis.' : '',
            ];
    return {
      title: capitalize(tidy(title)),
      lines: lines.map(tidy).filter(Boolean),
      specs: { ...offer.specs },
      price,
      optionalSpecs: 0,
    };
  };
}

/** A trip: destination, days, price range per person in dinars. */
interface Trip {
  fr: string;
  ar: string;
  destination: string;
  days: readonly [number, number];
  price: readonly [number, number];
}

const TRIPS: Record<number, readonly Trip[]> = {
  1201: [
    {
      fr: 'Voyage organisé à Istanbul',
      ar: 'رحلة منظمة إلى إسطنبول',
      destination: 'Istanbul',
      days: [7, 10],
      price: [180_000, 260_000],
    },
    {
      fr: 'Séjour à Hammamet',
      ar: 'إقامة في الحمامات',
      destination: 'Hammamet',
      days: [6, 8],
      price: [70_000, 120_000],
    },
    {
      fr: 'Voyage à Sharm El Sheikh',
      ar: 'رحلة إلى شرم الشيخ',
      destination: 'Sharm El Sheikh',
      days: [7, 9],
      price: [200_000, 300_000],
    },
    {
      fr: 'Circuit Malaisie',
      ar: 'جولة في ماليزيا',
      destination: 'Kuala Lumpur',
      days: [10, 14],
      price: [350_000, 480_000],
    },
    {
      fr: 'Circuit Djanet – Tassili',
      ar: 'رحلة جانت والطاسيلي',
      destination: 'Djanet',
      days: [6, 8],
      price: [90_000, 150_000],
    },
    {
      fr: 'Week-end à Taghit',
      ar: 'عطلة نهاية الأسبوع في تاغيت',
      destination: 'Taghit',
      days: [3, 4],
      price: [35_000, 60_000],
    },
  ],
  1202: [
    {
      fr: 'Omra 15 jours hôtel proche du Haram',
      ar: 'عمرة 15 يوما فندق قريب من الحرم',
      destination: 'La Mecque – Médine',
      days: [14, 16],
      price: [280_000, 450_000],
    },
    {
      fr: 'Omra du Ramadan',
      ar: 'عمرة رمضان',
      destination: 'La Mecque – Médine',
      days: [15, 30],
      price: [400_000, 650_000],
    },
    {
      fr: 'Omra économique',
      ar: 'عمرة اقتصادية',
      destination: 'La Mecque – Médine',
      days: [12, 15],
      price: [250_000, 320_000],
    },
  ],
  1203: [
    {
      fr: 'Billet Alger – Paris',
      ar: 'تذكرة الجزائر – باريس',
      destination: 'Paris',
      days: [0, 0],
      price: [45_000, 90_000],
    },
    {
      fr: 'Billet Oran – Istanbul',
      ar: 'تذكرة وهران – إسطنبول',
      destination: 'Istanbul',
      days: [0, 0],
      price: [50_000, 80_000],
    },
    {
      fr: 'Billet Alger – Dubaï',
      ar: 'تذكرة الجزائر – دبي',
      destination: 'Dubaï',
      days: [0, 0],
      price: [70_000, 110_000],
    },
    {
      fr: 'Billet Constantine – Marseille',
      ar: 'تذكرة قسنطينة – مرسيليا',
      destination: 'Marseille',
      days: [0, 0],
      price: [40_000, 80_000],
    },
  ],
  1204: [
    {
      fr: 'Hôtel vue mer à Béjaïa',
      ar: 'فندق مطل على البحر في بجاية',
      destination: 'Béjaïa',
      days: [1, 7],
      price: [8_000, 20_000],
    },
    { fr: 'Bungalow à Tipaza', ar: 'بنغالو في تيبازة', destination: 'Tipaza', days: [1, 7], price: [9_000, 18_000] },
    {
      fr: 'Séjour thermal à Hammam Guergour',
      ar: 'إقامة حموية في حمام قرقور',
      destination: 'Hammam Guergour',
      days: [2, 7],
      price: [6_000, 12_000],
    },
    {
      fr: 'Hôtel dans l’oasis de Taghit',
      ar: 'فندق في واحة تاغيت',
      destination: 'Taghit',
      days: [2, 4],
      price: [10_000, 25_000],
    },
  ],
};

/** Trips, pilgrimages, plane tickets and hotels: destination and days set, a price per person. */
function tripsWriter(trips: readonly Trip[]): FamilyWriter {
  return (context): Draft => {
    const { random, lang } = context;
    const trip = random.pick(trips);
    const days = random.int(trip.days[0], trip.days[1]);
    const specs: SpecValues = { destination: trip.destination };
    if (days > 0) specs.duree_sejour = String(days);
    specs.etoiles_hotel = random.pick(['3_etoiles', '4_etoiles', '4_etoiles', '5_etoiles']);
    const price: PriceDraft = {
      amountDa: roundPrice(random.between(trip.price[0], trip.price[1])),
      unit: 'UNIT',
      type: 'FIXED',
    };
    const stars = valueLabel(context.catalog, 'etoiles_hotel', specs.etoiles_hotel, lang);
    const title =
      lang === 'ar'
        ? `${trip.ar}${days > 0 ? ` ${days} أيام` : ''}`
        : lang === 'dz'
          ? `${trip.fr}${days > 0 ? ` ${days} jours` : ''} prix promo`
          : `${trip.fr}${days > 0 ? ` – ${days} jours` : ''}`;
    // A plane ticket has no stay: no days, no hotel.
    const lines =
      days === 0
        ? lang === 'ar'
          ? [`${trip.ar}، ذهاب وإياب، تواريخ مرنة.`, 'وكالة معتمدة.']
          : lang === 'dz'
            ? [`${trip.fr} aller-retour, les dates 3la hsabek.`]
            : [`${trip.fr} aller-retour, dates flexibles, bagages inclus.`, 'Agence agréée.']
        : lang === 'ar'
          ? [
              `${trip.ar}، ${days} أيام، فندق ${stars}.`,
              'يشمل: التذكرة، الإقامة، التنقلات والتأمين.',
              'وكالة معتمدة، الأماكن محدودة.',
            ]
          : lang === 'dz'
            ? [
                `${trip.fr}, hôtel ${stars.toLowerCase()}, billet w transfert inclus.`,
                'les places limitées, réservi bekri.',
              ]
            : [
                `${trip.fr} de ${days} jours, hôtel ${stars.toLowerCase()}.`,
                'Inclus : billet, hébergement, transferts et assurance.',
                'Agence agréée, places limitées.',
              ];
    return { title: capitalize(tidy(title)), lines: lines.map(tidy), specs, price, optionalSpecs: 0 };
  };
}

/** Writers of the job, service and travel categories, by category id. */
export const WORK_WRITERS: Record<number, FamilyWriter> = {
  801: jobOffers,
  802: jobSeekers,
  ...Object.fromEntries(Object.entries(SERVICE_OFFERS).map(([id, offers]) => [Number(id), offersWriter(offers)])),
  ...Object.fromEntries(Object.entries(TRIPS).map(([id, trips]) => [Number(id), tripsWriter(trips)])),
};
