import type { PriceUnit } from '../../../../../shared/domain/marketplace';
import type { SpecValues } from '../../../../modules/announcements';
import type { Random } from '../random';
import { allowedValues, valueLabels } from '../specs';
import { capitalize, formatNumber, tidy } from './common';
import type { Draft, FamilyWriter, Lang, Place, PriceDraft, WriterContext } from './types';

/** Dinars per m² of a flat for sale, by place tier (Algiers dearest). */
const FLAT_PRICE_PER_M2: Record<Place['tier'], readonly [number, number]> = {
  1: [220_000, 420_000],
  2: [140_000, 260_000],
  3: [80_000, 170_000],
};

/** Dinars per m² of building land, by place tier. */
const LAND_PRICE_PER_M2: Record<Place['tier'], readonly [number, number]> = {
  1: [60_000, 250_000],
  2: [25_000, 90_000],
  3: [6_000, 40_000],
};

/** Monthly rent of a flat, by place tier. */
const RENT_PER_MONTH: Record<Place['tier'], readonly [number, number]> = {
  1: [35_000, 110_000],
  2: [25_000, 65_000],
  3: [15_000, 40_000],
};

/** Rooms of flats as they come up for sale: F3 first, then F4. */
const ROOMS_WEIGHTS = [
  ['f1', 7],
  ['f2', 15],
  ['f3', 35],
  ['f4', 25],
  ['f5', 11],
  ['f6_plus', 7],
] as const;

/** Living space of a flat by rooms, m². */
const SURFACE_BY_ROOMS: Record<string, readonly [number, number]> = {
  f1: [28, 45],
  f2: [45, 70],
  f3: [65, 95],
  f4: [85, 130],
  f5: [110, 160],
  f6_plus: [140, 250],
};

/** Rooms as people write them: "F3"; F6 and more is "F6+". */
function roomsName(rooms: string): string {
  return rooms === 'f6_plus' ? 'F6+' : rooms.toUpperCase();
}

/** Neighbourhoods that appear in many towns. */
const NEIGHBOURHOODS = [
  'Cité AADL',
  'Cité 1000 logements',
  'Cité 500 logements',
  'Cité LSP',
  'Centre-ville',
  'Quartier résidentiel',
  'Lotissement les Oliviers',
  'Cité des Frères Abbas',
  'Cité El Badr',
  'Cité 20 Août',
  'Boulevard de l’ALN',
  'Nouvelle ville',
];

const FLAT_PERKS = {
  fr: [
    'cuisine équipée',
    'double vitrage',
    'bien ensoleillé',
    'double exposition',
    'salle de bain refaite',
    'parking dans la résidence',
    'porte blindée',
    'concierge et sécurité',
  ],
  ar: ['مطبخ مجهز', 'زجاج مزدوج', 'مشمس', 'واجهتان', 'حمام مجدد', 'موقف سيارات في الإقامة', 'باب مصفح', 'حراسة'],
  dz: ['cuisine équipée', 'chems tdkhol', 'double façade', 'sdb jdida', 'parking', 'porte blindée', 'sécurité 24/24'],
} as const;

function floorText(floor: number, lang: Lang): string {
  if (lang === 'ar') return floor === 0 ? 'الطابق الأرضي' : `الطابق ${floor}`;
  if (lang === 'dz') return floor === 0 ? 'rdc' : `${floor} étage`;
  return floor === 0 ? 'rez-de-chaussée' : floor === 1 ? '1er étage' : `${floor}e étage`;
}

/** A sale price: totals in millions or milliards, rounded as agencies round them. */
function salePrice(random: Random, totalDa: number, allowed: readonly PriceUnit[]): PriceDraft {
  const billion = totalDa >= 10_000_000 && allowed.includes('BILLION') && random.chance(0.55);
  // 100 000 DA is 10 millions, 0.01 milliard: the finest step prices are given in.
  const step = totalDa >= 30_000_000 ? 500_000 : 100_000;
  const amountDa = Math.max(step, Math.round(totalDa / step) * step);
  const unit: PriceUnit = billion ? 'BILLION' : allowed.includes('MILLION') ? 'MILLION' : allowed[0]!;
  const type = random.weighted([
    ['NEGOTIABLE', 60],
    ['FIXED', 30],
    ['OFFERED', 10],
  ] as const);
  return { amountDa, unit, type };
}

/** A rent: in dinars mostly, "in millions" now and then (4,5 millions is 45 000 DA). */
function rentPrice(random: Random, amountDa: number, allowed: readonly PriceUnit[]): PriceDraft {
  const rounded = Math.max(1_000, Math.round(amountDa / 1_000) * 1_000);
  const unit: PriceUnit = rounded >= 20_000 && allowed.includes('MILLION') && random.chance(0.25) ? 'MILLION' : 'UNIT';
  return {
    amountDa: unit === 'MILLION' ? Math.round(rounded / 5_000) * 5_000 : rounded,
    unit,
    type: random.chance(0.6) ? 'NEGOTIABLE' : 'FIXED',
  };
}

function cityName(context: WriterContext): string {
  return context.lang === 'ar' ? context.place.city.names.ar : context.place.city.names.fr;
}

function pickPerks(context: WriterContext): string {
  const list = context.lang === 'ar' ? FLAT_PERKS.ar : context.lang === 'dz' ? FLAT_PERKS.dz : FLAT_PERKS.fr;
  return context.random.sample(list, context.random.int(1, 3)).join(context.lang === 'ar' ? '، ' : ', ');
}

function features(context: WriterContext, specs: SpecValues): string | null {
  const values = allowedValues(context.catalog, 'specificites_immobilier', specs);
  if (values.length === 0 || !context.random.chance(0.7)) return null;
  const picked = context.random.sample(values, context.random.int(1, 4));
  specs.specificites_immobilier = picked;
  return valueLabels(context.catalog, 'specificites_immobilier', picked, context.lang);
}

function papers(context: WriterContext, specs: SpecValues): string | null {
  if (!context.random.chance(0.75)) return null;
  const picked = context.random.weighted([
    [['acte_notarie', 'livret_foncier'], 45],
    [['acte_notarie'], 25],
    [['livret_foncier'], 10],
    [['acte_indivision'], 8],
    [['decision'], 7],
    [['papier_timbre'], 5],
  ] as const);
  specs.papiers_immobilier = [...picked];
  return valueLabels(context.catalog, 'papiers_immobilier', picked, context.lang);
}

/** Flats, villa floors and villas for sale. */
function homeForSale(context: WriterContext, kind: 'flat' | 'floor' | 'villa'): Draft {
  const { random, lang, place, now } = context;
  const rooms =
    kind === 'villa'
      ? random.weighted([
          ['f4', 30],
          ['f5', 35],
          ['f6_plus', 35],
        ] as const)
      : kind === 'floor'
        ? random.weighted([
            ['f3', 40],
            ['f4', 45],
            ['f5', 15],
          ] as const)
        : random.weighted(ROOMS_WEIGHTS);
  const [minSurface, maxSurface] = kind === 'villa' ? [150, 600] : SURFACE_BY_ROOMS[rooms]!;
  const surface = random.amount(minSurface, maxSurface, kind === 'villa' ? 10 : 1);
  const levels = random.int(1, 3);
  const floor =
    kind === 'floor'
      ? random.int(0, 2)
      : random.weighted([
          [0, 8],
          [1, 20],
          [2, 20],
          [3, 18],
          [4, 14],
          [5, 10],
          [7, 6],
          [10, 4],
        ] as const);
  const specs: SpecValues = { pieces: rooms, superficie: String(surface) };
  if (kind === 'villa') specs.nombre_etages = String(levels);
  else specs.etage = String(floor);
  const [low, high] = FLAT_PRICE_PER_M2[place.tier];
  const built = kind === 'villa' ? surface * levels * 0.8 : surface;
  const total = built * random.between(low, high) * (kind === 'floor' ? 0.85 : kind === 'villa' ? 0.9 : 1);
  const price = salePrice(random, total, context.category.priceUnits);
  const onPlan = kind === 'flat' && random.chance(0.08);
  if (onPlan) {
    specs.vente_sur_plan = 'true';
    specs.annee_livraison = String(now.getUTCFullYear() + random.int(0, 1));
  }
  const extra = features(context, specs);
  const paperText = papers(context, specs);
  const f = roomsName(rooms);
  const city = cityName(context);
  const title =
    kind === 'villa'
      ? lang === 'ar'
        ? random.pick([`فيلا للبيع في ${city}`, `فيلا R+${levels} مساحة ${surface} م²`, `بيع فيلا ${f} ${city}`])
        : lang === 'dz'
          ? random.pick([`villa lel bi3 f ${city}`, `villa R+${levels} ${surface} m² f ${city}`])
          : random.pick([
              `Villa R+${levels} ${surface} m² ${city}`,
              `Vente villa ${f} à ${city}`,
              `Belle villa avec jardin – ${city}`,
            ])
      : kind === 'floor'
        ? lang === 'ar'
          ? `طابق فيلا ${f} للبيع في ${city}`
          : lang === 'dz'
            ? `niveau de villa ${f} lel bi3 f ${city}`
            : random.pick([`Niveau de villa ${f} ${city}`, `Vente niveau de villa ${f} ${surface} m² – ${city}`])
        : lang === 'ar'
          ? random.pick([
              `شقة ${f} للبيع في ${city}`,
              `بيع شقة ${f} مساحة ${surface} م²`,
              `شقة ${f} ${floorText(floor, 'ar')} ${city}`,
            ])
          : lang === 'dz'
            ? random.pick([`${f} lel bi3 f ${city}`, `bi3 ${f} nadi f ${city}`, `${f} ${surface} m² papiers kamlin`])
            : random.pick([
                `Vente appartement ${f} ${city}`,
                `Appartement ${f} ${surface} m² ${city}`,
                `${f} ${surface} m² ${floorText(floor, 'fr')} – ${city}`,
                `Bel appartement ${f} haut standing ${city}`,
              ]);
  const lines: string[] = [];
  if (lang === 'ar') {
    lines.push(
      kind === 'villa'
        ? `فيلا ${f} من ${levels + 1} مستويات على مساحة ${surface} م².`
        : `${kind === 'floor' ? 'طابق فيلا' : 'شقة'} ${f} بمساحة ${surface} م²، ${floorText(floor, 'ar')}.`,
    );
    lines.push(`${pickPerks(context)}.`);
    if (extra) lines.push(`المميزات: ${extra}.`);
    if (paperText) lines.push(`الوثائق: ${paperText}.`);
    if (onPlan) lines.push(`بيع على التصاميم، التسليم سنة ${specs.annee_livraison as string}.`);
    lines.push(random.pick(['حي هادئ قريب من جميع المرافق (مدارس، مسجد، نقل).', 'قريب من الطريق السريع والمحلات.']));
  } else if (lang === 'dz') {
    lines.push(
      `${f} ${surface} m² ${kind === 'villa' ? `R+${levels}` : floorText(floor, 'dz')}, ${pickPerks(context)}.`,
    );
    if (paperText) lines.push(`papiers: ${paperText.toLowerCase()}.`);
    lines.push(
      random.pick(['quartier calme, 9rib l kolech.', 'l école wel jame3 9rab.', 'bla wasit, direct m3a moul dar.']),
    );
  } else {
    lines.push(
      kind === 'villa'
        ? `Villa ${f} en R+${levels} sur un terrain de ${surface} m²${random.chance(0.5) ? ', avec garage et jardin' : ''}.`
        : `${kind === 'floor' ? 'Niveau de villa' : 'Appartement'} ${f} de ${surface} m² au ${floorText(floor, 'fr')}, ${pickPerks(context)}.`,
    );
    if (extra) lines.push(`Atouts : ${extra.toLowerCase()}.`);
    if (paperText) lines.push(`Papiers : ${paperText.toLowerCase()}.`);
    if (onPlan) lines.push(`Vente sur plan, livraison prévue en ${specs.annee_livraison as string}.`);
    lines.push(
      random.pick([
        'Quartier calme, proche de toutes commodités (écoles, mosquée, transport).',
        'Proche de l’autoroute et des commerces.',
        'Sans intermédiaire, directement du propriétaire.',
      ]),
    );
  }
  return {
    title: capitalize(tidy(title)),
    lines: lines.map(tidy),
    specs,
    price,
    streetName: random.chance(0.45) ? random.pick(NEIGHBOURHOODS) : null,
    optionalSpecs: 0,
  };
}

/** Building land, shops, buildings and farmland for sale. */
function otherForSale(context: WriterContext, kind: 'land' | 'shop' | 'building' | 'farm'): Draft {
  const { random, lang, place, category } = context;
  const city = cityName(context);
  const specs: SpecValues = {};
  let price: PriceDraft;
  let title: string;
  const lines: string[] = [];
  if (kind === 'land' || kind === 'farm') {
    const surface = kind === 'farm' ? random.amount(5_000, 200_000, 500) : random.amount(150, 2_000, 10);
    specs.superficie = String(surface);
    const [low, high] = kind === 'farm' ? [150, 2_500] : LAND_PRICE_PER_M2[place.tier];
    const perM2 = random.between(low, high);
    const perSquare = category.priceUnits.filter((u) => u === 'UNIT_PER_SQUARE' || u === 'MILLION_PER_SQUARE');
    if (perSquare.length > 0 && random.chance(0.4)) {
      const unit =
        perM2 >= 10_000 && perSquare.includes('MILLION_PER_SQUARE') && random.chance(0.4)
          ? 'MILLION_PER_SQUARE'
          : 'UNIT_PER_SQUARE';
      const step = unit === 'MILLION_PER_SQUARE' ? 1_000 : perM2 < 2_000 ? 50 : 500;
      price = {
        amountDa: Math.max(step, Math.round(perM2 / step) * step),
        unit,
        type: random.chance(0.6) ? 'NEGOTIABLE' : 'FIXED',
      };
    } else {
      price = salePrice(random, surface * perM2, category.priceUnits);
    }
    const hectares = formatNumber(Math.round(surface / 1_000) / 10);
    if (kind === 'farm') {
      title =
        lang === 'ar'
          ? `أرض فلاحية ${hectares} هكتار في ${city}`
          : lang === 'dz'
            ? `ard fellahia ${hectares} ha f ${city}`
            : `Terrain agricole ${hectares} ha – ${city}`;
      lines.push(
        lang === 'ar'
          ? random.pick(['أرض صالحة للزراعة مع بئر ارتوازي.', 'بها أشجار زيتون ومصدر ماء.'])
          : lang === 'dz'
            ? random.pick(['fiha bir w kahraba.', 'fiha zitoun w lma.'])
            : random.pick([
                'Terre fertile avec forage et électricité.',
                'Plantée d’oliviers, accès goudronné, point d’eau.',
              ]),
      );
    } else {
      title =
        lang === 'ar'
          ? `قطعة أرض ${surface} م² للبيع في ${city}`
          : lang === 'dz'
            ? `terrain lel bi3 ${surface} m² f ${city}`
            : random.pick([`Terrain ${surface} m² ${city}`, `Vente terrain constructible ${surface} m² – ${city}`]);
      lines.push(
        lang === 'ar'
          ? random.pick(['أرض صالحة للبناء، الوثائق كاملة.', 'واجهتان، قريبة من الطريق الرئيسي.'])
          : lang === 'dz'
            ? random.pick(['terrain constructible, papiers kamlin.', '2 façades, 9rib l goudron.'])
            : random.pick([
                'Terrain constructible, acte et livret foncier.',
                'Deux façades, viabilisé, proche de la route nationale.',
                'Idéal pour promotion immobilière.',
              ]),
      );
    }
  } else if (kind === 'shop') {
    const surface = random.amount(20, 250, 5);
    const floor = random.chance(0.8) ? 0 : random.int(1, 2);
    specs.superficie = String(surface);
    specs.etage = String(floor);
    const [low, high] = FLAT_PRICE_PER_M2[place.tier];
    price = salePrice(random, surface * random.between(low, high) * 1.2, category.priceUnits);
    title =
      lang === 'ar'
        ? `محل تجاري ${surface} م² للبيع في ${city}`
        : lang === 'dz'
          ? `magasin lel bi3 ${surface} m² f ${city}`
          : random.pick([`Local commercial ${surface} m² ${city}`, `Vente local ${surface} m² bien placé – ${city}`]);
    lines.push(
      lang === 'ar'
        ? 'واجهة على شارع رئيسي، صالح لكل النشاطات.'
        : lang === 'dz'
          ? 'façade 3la triq kbira, yesla7 l kol activité.'
          : 'Belle façade sur rue passante, convient à toute activité.',
    );
  } else {
    const levels = random.int(3, 8);
    const footprint = random.amount(150, 400, 10);
    specs.nombre_etages = String(levels);
    specs.superficie = String(footprint);
    const [low, high] = FLAT_PRICE_PER_M2[place.tier];
    price = salePrice(random, footprint * levels * random.between(low, high) * 0.8, category.priceUnits);
    title =
      lang === 'ar'
        ? `عمارة R+${levels} للبيع في ${city}`
        : lang === 'dz'
          ? `immeuble R+${levels} lel bi3 f ${city}`
          : `Immeuble R+${levels} ${city}`;
    lines.push(
      lang === 'ar'
        ? `عمارة من ${levels + 1} مستويات، محلات في الطابق الأرضي.`
        : lang === 'dz'
          ? `R+${levels}, fih des magasins f rdc.`
          : `Immeuble de ${levels + 1} niveaux sur ${footprint} m², locaux commerciaux au rez-de-chaussée.`,
    );
  }
  const paperText = papers(context, specs);
  if (paperText)
    lines.push(
      lang === 'ar'
        ? `الوثائق: ${paperText}.`
        : lang === 'dz'
          ? `papiers: ${paperText.toLowerCase()}.`
          : `Papiers : ${paperText.toLowerCase()}.`,
    );
  return {
    title: capitalize(tidy(title)),
    lines: lines.map(tidy),
    specs,
    price,
    streetName: random.chance(0.3) ? random.pick(NEIGHBOURHOODS) : null,
    optionalSpecs: 0,
  };
}

/** Rentals: a period (month, six months or a year paid ahead, or day for holidays) and a rent. */
function forRent(
  context: WriterContext,
  kind: 'flat' | 'villa' | 'shop' | 'office' | 'room' | 'holiday' | 'shared',
): Draft {
  const { random, lang, place, category } = context;
  const city = cityName(context);
  const specs: SpecValues = {};
  const [low, high] = RENT_PER_MONTH[place.tier];
  let monthly = random.between(low, high);
  let rooms: string | null = null;
  let surface: number;
  if (kind === 'flat' || kind === 'villa' || kind === 'holiday') {
    rooms =
      kind === 'villa'
        ? random.weighted([
            ['f4', 40],
            ['f5', 35],
            ['f6_plus', 25],
          ] as const)
        : random.weighted(ROOMS_WEIGHTS);
    const [minSurface, maxSurface] = kind === 'villa' ? [150, 400] : SURFACE_BY_ROOMS[rooms]!;
    surface = random.amount(minSurface, maxSurface, 1);
    specs.pieces = rooms;
    monthly *= kind === 'villa' ? 2.5 : 0.7 + 0.15 * Number(rooms.replace(/\D/g, '') || 6);
  } else if (kind === 'shop' || kind === 'office') {
    surface = random.amount(20, 250, 5);
    monthly = surface * random.between(place.tier === 1 ? 1_200 : 600, place.tier === 1 ? 3_000 : 1_600);
  } else {
    surface = random.amount(10, 25, 1);
    monthly = random.between(8_000, kind === 'shared' ? 20_000 : 25_000);
  }
  specs.superficie = String(surface);
  if (kind === 'flat' || kind === 'shop' || kind === 'office')
    specs.etage = String(random.int(0, kind === 'shop' ? 1 : 8));
  const furnished =
    kind === 'room' || kind === 'holiday' || kind === 'shared' ? random.chance(0.85) : random.chance(0.35);
  if (kind !== 'shop' && kind !== 'office') specs.meuble = furnished ? 'true' : 'false';
  // A holiday rental goes by the day; landlords often ask six months or a year ahead.
  const period =
    kind === 'holiday'
      ? 'par_jour'
      : kind === 'shared' || kind === 'room'
        ? 'par_mois'
        : random.weighted([
            ['par_mois', 65],
            ['six_mois', 12],
            ['par_an', 18],
            ['par_jour', kind === 'flat' ? 5 : 0],
          ] as const);
  if (kind !== 'shared') specs.periode_location = period;
  const amount =
    period === 'par_jour'
      ? random.between(4_000, kind === 'holiday' ? 25_000 : 12_000)
      : period === 'six_mois'
        ? monthly * 6
        : period === 'par_an'
          ? monthly * 12
          : monthly;
  const price = rentPrice(random, amount, category.priceUnits);
  const f = rooms ? roomsName(rooms) : '';
  const what: Record<typeof kind, { fr: string; ar: string; dz: string }> = {
    flat: { fr: `Appartement ${f}`, ar: `شقة ${f}`, dz: `${f}` },
    villa: { fr: `Villa ${f}`, ar: `فيلا ${f}`, dz: `villa ${f}` },
    shop: { fr: `Local commercial ${surface} m²`, ar: `محل تجاري ${surface} م²`, dz: `magasin ${surface} m²` },
    office: { fr: `Bureau ${surface} m²`, ar: `مكتب ${surface} م²`, dz: `bureau ${surface} m²` },
    room: { fr: 'Chambre meublée', ar: 'غرفة مفروشة', dz: 'chambre' },
    holiday: { fr: `${f} vue mer pour l’été`, ar: `شقة ${f} للعطلة الصيفية`, dz: `${f} l'été 9rib l b7ar` },
    shared: { fr: 'Colocation étudiante', ar: 'سكن مشترك للطلبة', dz: 'colocation l les étudiants' },
  };
  const name = what[kind];
  const periodText: Record<string, { fr: string; ar: string; dz: string }> = {
    par_jour: { fr: 'par jour', ar: 'لليوم', dz: 'l nhar' },
    par_mois: { fr: 'par mois', ar: 'شهريا', dz: 'f chhar' },
    six_mois: { fr: 'pour 6 mois (payables d’avance)', ar: 'لستة أشهر مسبقا', dz: '6 mois avance' },
    par_an: { fr: 'pour un an (payable d’avance)', ar: 'لسنة مسبقا', dz: '3am avance' },
  };
  const title =
    lang === 'ar'
      ? random.pick([`${name.ar} للكراء في ${city}`, `كراء ${name.ar} ${city}`])
      : lang === 'dz'
        ? random.pick([`${name.dz} lel kra f ${city}`, `kra ${name.dz} ${city}`])
        : random.pick([
            `Location ${name.fr.charAt(0).toLowerCase()}${name.fr.slice(1)} ${city}`,
            `${name.fr} à louer – ${city}`,
            `${name.fr}${furnished && kind === 'flat' ? ' meublé' : ''} à louer ${city}`,
          ]);
  const lines: string[] = [];
  const rent = periodText[period]!;
  if (lang === 'ar') {
    lines.push(`${name.ar} للكراء ${rent.ar}${furnished ? '، مفروشة' : ''}.`);
    if (kind === 'flat' || kind === 'villa') lines.push(`${pickPerks(context)}.`);
    lines.push(random.pick(['للعائلات فقط.', 'قريب من وسائل النقل والمحلات.', 'عقد عند الموثق.']));
  } else if (lang === 'dz') {
    lines.push(`${name.dz} lel kra ${rent.dz}${furnished ? ', meublé' : ''}.`);
    lines.push(random.pick(['l les familles bark.', '9rib l transport.', 'contrat 3and notaire.']));
  } else {
    lines.push(
      `${name.fr} à louer ${rent.fr}${furnished && kind !== 'room' ? ', meublé' : ''}${kind === 'flat' || kind === 'villa' ? `, ${pickPerks(context)}` : ''}.`,
    );
    lines.push(
      random.pick([
        'Pour famille uniquement.',
        'Proche transports et commerces.',
        'Contrat chez le notaire.',
        'Eau H24, quartier sécurisé.',
      ]),
    );
  }
  // A rent is paid in money: no swaps.
  return {
    title: capitalize(tidy(title)),
    lines: lines.map(tidy),
    specs,
    price,
    exchangeType: 'NOT_EXCHANGEABLE',
    optionalSpecs: 0,
  };
}

/** An exchange of homes: no price, exchange only. */
const exchange: FamilyWriter = (context) => {
  const { random, lang } = context;
  const rooms = random.weighted(ROOMS_WEIGHTS);
  const f = roomsName(rooms);
  const city = cityName(context);
  const wanted = random.pick(['Alger', 'Oran', 'Constantine', 'Blida', 'Sétif', 'Béjaïa', 'Tizi Ouzou', 'Annaba']);
  const title =
    lang === 'ar'
      ? `تبديل شقة ${f} في ${city}`
      : lang === 'dz'
        ? `nbadel ${f} f ${city} b ${f} f ${wanted}`
        : `Échange ${f} à ${city} contre ${f} à ${wanted}`;
  const lines = [
    lang === 'ar'
      ? `أبدل شقة ${f} في ${city} بشقة في ${wanted}، الوثائق كاملة.`
      : lang === 'dz'
        ? `3andi ${f} f ${city}, nhab nbadel b ${wanted}.`
        : `J’échange mon ${f} à ${city} contre un logement équivalent à ${wanted}, papiers en règle.`,
  ];
  return {
    title: capitalize(tidy(title)),
    lines,
    specs: { pieces: rooms },
    price: { amountDa: null, unit: 'NO_PRICE', type: null },
    exchangeType: 'EXCHANGEABLE_ONLY',
    optionalSpecs: 0,
  };
};

/** Writers of the property categories, by category id. */
export const PROPERTY_WRITERS: Record<number, FamilyWriter> = {
  20101: (c) => homeForSale(c, 'flat'),
  20102: (c) => homeForSale(c, 'villa'),
  20103: (c) => otherForSale(c, 'land'),
  20104: (c) => otherForSale(c, 'shop'),
  20105: (c) => homeForSale(c, 'floor'),
  20106: (c) => otherForSale(c, 'building'),
  20107: (c) => otherForSale(c, 'farm'),
  20201: (c) => forRent(c, 'flat'),
  20202: (c) => forRent(c, 'villa'),
  20203: (c) => forRent(c, 'shop'),
  20204: (c) => forRent(c, 'office'),
  20205: (c) => forRent(c, 'room'),
  20206: (c) => forRent(c, 'holiday'),
  203: (c) => forRent(c, 'shared'),
  204: exchange,
};

/** Wilayas on the coast, where holiday rentals are. */
export const COASTAL_REGIONS = [6, 18, 42, 35, 31, 27, 23, 21, 15, 46, 36, 2, 16];
