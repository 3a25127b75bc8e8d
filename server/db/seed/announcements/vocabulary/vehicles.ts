import type { PriceUnit } from '../../../../../shared/domain/marketplace';
import type { SpecValues } from '../../../../modules/announcements';
import type { Random } from '../random';
import { allowedValues, valueLabel, valueLabels } from '../specs';
import { DZ_PRAISE, SELLING, capitalize, formatNumber, tidy } from './common';
import type { Draft, FamilyWriter, Lang, PriceDraft, WriterContext } from './types';

/** Car makes by how often they are sold here (Renault, Peugeot, Hyundai and Dacia lead). */
const MAKE_WEIGHTS: Record<string, number> = {
  renault: 14,
  peugeot: 12,
  hyundai: 10,
  volkswagen: 8,
  dacia: 8,
  kia: 7,
  seat: 5,
  citroen: 5,
  toyota: 5,
  chevrolet: 5,
  suzuki: 5,
  fiat: 5,
  nissan: 3,
  skoda: 3,
  chery: 3,
  geely: 2,
  ford: 2,
  mercedes: 2,
  bmw: 1.5,
  audi: 1.5,
  mitsubishi: 1,
  great_wall: 1,
  isuzu: 0.5,
  autre: 0.3,
};

/** Makes in Arabic letters, as Arabic titles write them. */
const MAKE_AR: Record<string, string> = {
  renault: 'رونو',
  dacia: 'داسيا',
  peugeot: 'بيجو',
  citroen: 'سيتروان',
  volkswagen: 'فولكس فاغن',
  seat: 'سيات',
  skoda: 'سكودا',
  hyundai: 'هيونداي',
  kia: 'كيا',
  toyota: 'تويوتا',
  nissan: 'نيسان',
  chevrolet: 'شفروليه',
  suzuki: 'سوزوكي',
  fiat: 'فيات',
  chery: 'شيري',
  geely: 'جيلي',
  ford: 'فورد',
  mercedes: 'مرسيدس',
  bmw: 'بي أم دبليو',
  audi: 'أودي',
  mitsubishi: 'ميتسوبيشي',
  great_wall: 'غريت وول',
  isuzu: 'إيسوزو',
};

/** Price of a recent car of the make, in millions of centimes (10 000 DA), when the model has none. */
const MAKE_PRICE: Record<string, number> = {
  renault: 420,
  dacia: 330,
  peugeot: 480,
  citroen: 450,
  volkswagen: 600,
  seat: 480,
  skoda: 500,
  hyundai: 450,
  kia: 430,
  toyota: 600,
  nissan: 480,
  chevrolet: 300,
  suzuki: 300,
  fiat: 420,
  chery: 400,
  geely: 420,
  ford: 520,
  mercedes: 1400,
  bmw: 1400,
  audi: 1200,
  mitsubishi: 700,
  great_wall: 550,
  isuzu: 650,
};

/** Price of a recent car of the model, in millions of centimes; first year it was sold (default 2005). */
const MODELS: Record<string, readonly [millions: number, from?: number, to?: number]> = {
  'renault-symbol': [280, 2008],
  'renault-clio-3': [250, 2006, 2013],
  'renault-clio-4': [350, 2013, 2019],
  'renault-clio-5': [450, 2019],
  'renault-clio-campus': [200, 2006, 2013],
  'renault-megane': [500],
  'renault-kangoo': [400],
  'renault-captur': [480, 2014],
  'renault-koleos': [750, 2008],
  'renault-master': [700],
  'renault-trafic': [650],
  'dacia-logan': [270],
  'dacia-sandero': [300, 2009],
  'dacia-sandero-stepway': [360, 2010],
  'dacia-duster': [450, 2010],
  'dacia-dokker': [350, 2012, 2021],
  'dacia-lodgy': [380, 2012, 2021],
  'peugeot-206': [220, 2000, 2012],
  'peugeot-207': [280, 2006, 2014],
  'peugeot-208': [420, 2012],
  'peugeot-301': [380, 2013],
  'peugeot-308': [550, 2008],
  'peugeot-2008': [580, 2013],
  'peugeot-3008': [800, 2010],
  'peugeot-407': [400, 2004, 2011],
  'peugeot-508': [750, 2011],
  'peugeot-partner': [420],
  'peugeot-expert': [600],
  'peugeot-boxer': [750],
  'citroen-c3': [380],
  'citroen-c4': [500],
  'citroen-c-elysee': [360, 2013],
  'citroen-berlingo': [450],
  'citroen-c5-aircross': [800, 2018],
  'citroen-jumpy': [600],
  'citroen-jumper': [700],
  'volkswagen-golf': [650],
  'volkswagen-polo': [450],
  'volkswagen-passat': [800],
  'volkswagen-jetta': [550],
  'volkswagen-tiguan': [900, 2008],
  'volkswagen-touareg': [1600],
  'volkswagen-t-roc': [750, 2017],
  'volkswagen-caddy': [500],
  'volkswagen-amarok': [1100, 2010],
  'seat-ibiza': [420],
  'seat-leon': [580],
  'seat-arona': [550, 2017],
  'seat-ateca': [700, 2016],
  'skoda-fabia': [380],
  'skoda-octavia': [580],
  'skoda-rapid': [420, 2012],
  'skoda-kodiaq': [900, 2016],
  'hyundai-i10': [260, 2008],
  'hyundai-grand-i10': [300, 2014],
  'hyundai-i20': [380, 2009],
  'hyundai-accent': [400],
  'hyundai-elantra': [500],
  'hyundai-tucson': [700],
  'hyundai-santa-fe': [950],
  'hyundai-creta': [550, 2015],
  'hyundai-h1': [650],
  'hyundai-h100': [450],
  'kia-picanto': [260],
  'kia-rio': [380],
  'kia-cerato': [480],
  'kia-sportage': [700],
  'kia-sorento': [950],
  'kia-seltos': [560, 2019],
  'kia-k2700': [480],
  'toyota-yaris': [420],
  'toyota-corolla': [580],
  'toyota-hilux': [950],
  'toyota-land-cruiser': [2400],
  'toyota-prado': [1700],
  'toyota-rav4': [850],
  'toyota-hiace': [900],
  'nissan-micra': [280],
  'nissan-sunny': [350, 2011],
  'nissan-qashqai': [650, 2007],
  'nissan-juke': [550, 2010],
  'nissan-x-trail': [800],
  'nissan-navara': [850],
  'chevrolet-spark': [200],
  'chevrolet-aveo': [280],
  'chevrolet-sail': [260, 2011],
  'chevrolet-optra': [300, 2005, 2013],
  'chevrolet-cruze': [380, 2009],
  'chevrolet-captiva': [550, 2007],
  'suzuki-maruti-800': [120, 2005, 2014],
  'suzuki-alto': [190],
  'suzuki-celerio': [220, 2014],
  'suzuki-swift': [330],
  'suzuki-dzire': [300, 2017],
  'suzuki-baleno': [330, 2016],
  'suzuki-vitara': [520, 2015],
  'suzuki-jimny': [480],
  'fiat-panda': [250],
  'fiat-punto': [250, 2005, 2018],
  'fiat-tipo': [430, 2016],
  'fiat-500': [420, 2008],
  'fiat-doblo': [480],
  'fiat-fiorino': [330, 2008],
  'fiat-ducato': [700],
  'chery-qq': [170, 2005, 2014],
  'chery-arrizo-5': [380, 2016],
  'chery-tiggo-2': [360, 2017],
  'chery-tiggo-4-pro': [480, 2020],
  'chery-tiggo-7-pro': [620, 2020],
  'chery-tiggo-8-pro': [800, 2021],
  'geely-emgrand': [380, 2010],
  'geely-coolray': [520, 2019],
  'geely-gx3-pro': [360, 2020],
  'ford-fiesta': [320],
  'ford-focus': [480],
  'ford-kuga': [750, 2008],
  'ford-ranger': [900],
  'ford-transit': [700],
  'mercedes-classe-a': [900],
  'mercedes-classe-c': [1400],
  'mercedes-classe-e': [1900],
  'mercedes-classe-g': [4500],
  'mercedes-glc': [1800, 2015],
  'mercedes-vito': [1000],
  'mercedes-sprinter': [1100],
  'bmw-serie-1': [900],
  'bmw-serie-3': [1300],
  'bmw-serie-5': [1800],
  'bmw-x1': [1100, 2009],
  'bmw-x3': [1600],
  'bmw-x5': [2600],
  'audi-a3': [950],
  'audi-a4': [1250],
  'audi-a6': [1700],
  'audi-q3': [1200, 2011],
  'audi-q5': [1700, 2008],
  'audi-q7': [2500],
  'mitsubishi-l200': [800],
  'mitsubishi-pajero': [1000],
  'mitsubishi-asx': [600, 2010],
  'mitsubishi-outlander': [850],
  'great-wall-wingle-5': [500, 2010],
  'great-wall-wingle-7': [600, 2018],
  'isuzu-d-max': [700],
};

/** Trim levels by make, for titles ("Clio 4 GT Line"). */
const FINISHES: Record<string, readonly string[]> = {
  renault: ['Expression', 'Dynamique', 'GT Line', 'Limited', 'Intens', 'Life'],
  dacia: ['Ambiance', 'Lauréate', 'Prestige', 'Access'],
  peugeot: ['Active', 'Allure', 'GT Line', 'Access', 'Style'],
  citroen: ['Feel', 'Shine', 'Exclusive', 'Attraction'],
  volkswagen: ['Trendline', 'Comfortline', 'Highline', 'R-Line', 'Carat', 'GTD'],
  seat: ['Style', 'FR', 'Xcellence', 'Reference'],
  skoda: ['Ambition', 'Style', 'Active'],
  hyundai: ['GLS', 'Prestige', 'Extreme', 'Style'],
  kia: ['LX', 'EX', 'GT Line', 'Premium'],
  toyota: ['GX', 'VX', 'Active', 'Pack'],
  chevrolet: ['LS', 'LT', 'Baladi'],
  suzuki: ['GL', 'GLX'],
  fiat: ['Lounge', 'City', 'Cross'],
  mercedes: ['AMG Line', 'Avantgarde', 'Elegance'],
  bmw: ['M Sport', 'Luxury'],
  audi: ['S line', 'Ambition'],
};

const ENERGY_WEIGHTS = [
  ['essence', 55],
  ['diesel', 35],
  ['gpl', 8],
  ['hybride', 1.5],
  ['electrique', 0.5],
] as const;

/** Engines as makers name them, by group of makes, for petrol and diesel (LPG adds " GPL" to a petrol one). */
const ENGINES: Record<string, { essence: readonly string[]; diesel: readonly string[] }> = {
  vag: { essence: ['1.0 TSI', '1.2 TSI', '1.4 TSI', '2.0 TFSI'], diesel: ['1.6 TDI', '2.0 TDI'] },
  renault: { essence: ['1.2 16V', '0.9 TCe', '1.0 TCe', '1.6 16V'], diesel: ['1.5 dCi', '1.5 Blue dCi'] },
  psa: { essence: ['1.2 PureTech', '1.6 VTi', '1.4'], diesel: ['1.6 HDi', '1.5 BlueHDi'] },
  korean: { essence: ['1.2 MPI', '1.4 MPI', '1.6 MPI', '1.6 GDI'], diesel: ['1.6 CRDi', '2.0 CRDi', '2.2 CRDi'] },
  japanese: { essence: ['1.2 VVT', '1.3 VVT-i', '1.6 VVT-i'], diesel: ['2.5 D-4D', '2.8 D-4D', '2.3 dCi'] },
  premium: { essence: ['1.5 turbo', '2.0 turbo', '3.0 V6'], diesel: ['2.0 d', '2.2 d', '3.0 d'] },
  other: { essence: ['1.2', '1.4', '1.5', '1.6'], diesel: ['1.5 diesel', '2.0 diesel', '2.5 diesel'] },
};

const ENGINE_GROUP: Record<string, keyof typeof ENGINES> = {
  volkswagen: 'vag',
  seat: 'vag',
  skoda: 'vag',
  audi: 'vag',
  renault: 'renault',
  dacia: 'renault',
  peugeot: 'psa',
  citroen: 'psa',
  hyundai: 'korean',
  kia: 'korean',
  toyota: 'japanese',
  nissan: 'japanese',
  suzuki: 'japanese',
  mitsubishi: 'japanese',
  isuzu: 'japanese',
  mercedes: 'premium',
  bmw: 'premium',
};

/** An engine that fits the make and the energy. */
function engineOf(random: Random, make: string, energy: string): string {
  if (energy === 'hybride') return random.pick(['1.8 Hybrid', '2.0 Hybrid', '2.5 Hybrid']);
  if (energy === 'electrique') return 'électrique';
  const group = ENGINES[ENGINE_GROUP[make] ?? 'other']!;
  if (energy === 'diesel') return random.pick(group.diesel);
  const petrol = random.pick(group.essence);
  return energy === 'gpl' ? `${petrol} GPL` : petrol;
}

/** Papers: most cars have a carte grise; a few sell on a power of attorney or a veteran's licence. */
const PAPERS_WEIGHTS = [
  ['carte_grise', 80],
  ['carte_jaune', 8],
  ['licence_moudjahid', 4],
  ['procuration', 6],
  ['dossier_douane', 2],
] as const;

/** Years since new: many recent cars, a long tail of old ones still on the road. */
function drawAge(random: Random): number {
  const band = random.weighted([
    [[0, 3], 25],
    [[4, 8], 35],
    [[9, 14], 30],
    [[15, 20], 10],
  ] as const);
  return random.int(band[0], band[1]);
}

/** The price of a vehicle worth `millionsNew` recent, `age` years old; cars keep their value here. */
function vehiclePrice(random: Random, millionsNew: number, age: number): number {
  const millions = millionsNew * Math.max(0.4, 0.955 ** age) * random.between(0.92, 1.08);
  const step = millions < 300 ? 1 : 5;
  return Math.max(step, Math.round(millions / step) * step);
}

/**
 * How a vehicle's price is shown: mostly in millions, sometimes in dinars, and in milliards
 * for the dear ones (a milliard is 1 000 millions).
 */
function vehiclePriceDraft(random: Random, millions: number, allowed: readonly PriceUnit[]): PriceDraft {
  const amountDa = millions * 10_000;
  const unit: PriceUnit =
    millions >= 1_000 && allowed.includes('BILLION') && random.chance(0.5)
      ? 'BILLION'
      : allowed.includes('UNIT') && random.chance(0.08)
        ? 'UNIT'
        : allowed.includes('MILLION')
          ? 'MILLION'
          : allowed[0]!;
  const type = random.weighted([
    ['NEGOTIABLE', 55],
    ['OFFERED', 25],
    ['FIXED', 20],
  ] as const);
  const dropped = random.chance(0.05);
  return {
    amountDa,
    unit,
    type,
    oldAmountDa: dropped ? Math.round((amountDa * random.between(1.03, 1.1)) / 10_000) * 10_000 : null,
  };
}

function kmText(km: number, lang: Lang): string {
  return lang === 'ar' ? `${formatNumber(km)} كلم` : `${formatNumber(km)} km`;
}

/** Cars and vans with a make and model from the catalog (the model follows the make). */
function carLike(context: WriterContext, options: { vans: boolean }): Draft {
  const { random, lang, catalog, now } = context;
  const year = now.getUTCFullYear();
  const specs: SpecValues = {};
  const makes = allowedValues(catalog, 'marque', specs).filter((m) => {
    if (!options.vans) return true;
    return [
      'renault',
      'peugeot',
      'citroen',
      'volkswagen',
      'fiat',
      'hyundai',
      'kia',
      'toyota',
      'ford',
      'mercedes',
      'dacia',
      'nissan',
      'mitsubishi',
      'isuzu',
      'great_wall',
    ].includes(m);
  });
  const make = random.weighted(makes.map((m) => [m, MAKE_WEIGHTS[m] ?? 0.5] as const));
  specs.marque = make;
  let models = allowedValues(catalog, 'modele', specs).filter((m) => m !== 'autre');
  if (options.vans) {
    const vans = models.filter((m) =>
      /kangoo|master|trafic|partner|expert|boxer|berlingo|jumpy|jumper|caddy|doblo|fiorino|ducato|h1|h100|k2700|hiace|hilux|transit|ranger|vito|sprinter|dokker|navara|l200|amarok|wingle|d-max/.test(
        m,
      ),
    );
    if (vans.length > 0) models = vans;
  }
  const model = models.length > 0 && random.chance(0.97) ? random.pick(models) : 'autre';
  specs.modele = model;
  const [millionsNew, from = 2005, to = year] = MODELS[model] ?? [MAKE_PRICE[make] ?? 350];
  const modelYear = Math.max(from, Math.min(to, year - drawAge(random)));
  const age = year - modelYear;
  const km = age === 0 ? random.amount(0, 8_000, 500) : random.amount(age * 9_000, age * 21_000, 1_000);
  const energy = options.vans
    ? random.weighted([
        ['diesel', 85],
        ['essence', 15],
      ] as const)
    : random.weighted(ENERGY_WEIGHTS);
  specs.annee = String(modelYear);
  specs.kilometrage = String(km);
  specs.energie = energy;
  specs.boite = random.weighted([
    ['manuelle', 80],
    ['automatique', 17],
    ['semi_automatique', 3],
  ] as const);
  const engine = engineOf(random, make, energy);
  specs.moteur = engine;
  specs.couleur = random.weighted(
    allowedValues(catalog, 'couleur', specs).map(
      (c) => [c, ['blanc', 'noir', 'gris', 'argent'].includes(c) ? 4 : 1] as const,
    ),
  );
  const options_ = allowedValues(catalog, 'options_vehicule', specs);
  if (options_.length > 0 && random.chance(0.7)) {
    specs.options_vehicule = random.sample(options_, random.int(2, Math.min(6, options_.length)));
  }
  specs.papiers_vehicule = random.weighted(PAPERS_WEIGHTS);
  const imported = random.chance(0.12);
  if (imported || random.chance(0.3)) specs.importee = imported ? 'true' : 'false';
  if (imported) {
    specs.origine_import = random.weighted([
      ['europe', 50],
      ['emirats', 15],
      ['chine', 15],
      ['coree', 10],
      ['turquie', 8],
      ['autre', 2],
    ] as const);
    specs.dedouanee = random.chance(0.85) ? 'true' : 'false';
  }

  const makeLabel = valueLabel(catalog, 'marque', make, 'fr');
  const makeName = lang === 'ar' && MAKE_AR[make] && random.chance(0.75) ? MAKE_AR[make] : makeLabel;
  const modelName = model === 'autre' ? '' : valueLabel(catalog, 'modele', model, 'fr');
  const finish = random.chance(0.45) ? random.pick(FINISHES[make] ?? ['Pack', 'Full options']) : '';
  const millions = vehiclePrice(random, millionsNew, age);
  const price = vehiclePriceDraft(random, millions, context.category.priceUnits);

  const title = tidy(
    random.pick(
      lang === 'ar'
        ? [
            `${makeName} ${modelName} ${modelYear}`,
            `للبيع ${makeName} ${modelName} موديل ${modelYear}`,
            `${makeName} ${modelName} ${finish} ${modelYear} حالة ممتازة`,
            `سيارة ${makeName} ${modelName} ${modelYear}`,
          ]
        : lang === 'dz'
          ? [
              `${modelName || makeName} ${modelYear} ${random.pick(DZ_PRAISE)}`,
              `tomobile nadia ${makeName} ${modelName} ${modelYear}`,
              `${makeName} ${modelName} ${finish} ${modelYear} kima jdida`,
              `${random.pick(SELLING.dz)} ${modelName || makeName} ${modelYear}`,
            ]
          : [
              `${makeName} ${modelName} ${modelYear}`,
              `${makeName} ${modelName} ${finish} ${modelYear}`,
              `Vends ${makeName} ${modelName} ${finish} ${modelYear}`,
              `${makeName} ${modelName} ${modelYear} ${valueLabel(catalog, 'energie', energy, 'fr').toLowerCase()} ${kmText(km, 'fr')}`,
            ],
    ),
  );

  const energyText = valueLabel(catalog, 'energie', energy, lang);
  const gearbox = valueLabel(catalog, 'boite', specs.boite, lang);
  const papers = valueLabel(catalog, 'papiers_vehicule', specs.papiers_vehicule, lang);
  const optionText = Array.isArray(specs.options_vehicule)
    ? valueLabels(catalog, 'options_vehicule', specs.options_vehicule, lang)
    : null;
  const owners = random.int(1, 3);
  const lines: string[] = [];
  if (lang === 'ar') {
    lines.push(
      `${random.pick(SELLING.ar)} ${makeName} ${modelName} ${finish} موديل ${modelYear}، ${kmText(km, 'ar')}.`,
    );
    lines.push(`المحرك ${engine}، ${energyText}، علبة السرعات ${gearbox}.`);
    if (optionText) lines.push(`الكماليات: ${optionText}.`);
    lines.push(`الوثائق: ${papers}.`);
    lines.push(
      random.pick([
        'السيارة نظيفة، لم تتعرض لأي حادث.',
        'الصيانة منتظمة والمحرك في حالة ممتازة.',
        'بعض الخدوش الخفيفة، الميكانيك سليم.',
      ]),
    );
    if (imported) lines.push('سيارة مستوردة.');
  } else if (lang === 'dz') {
    lines.push(
      `${random.pick(SELLING.dz)} ${makeName} ${modelName} ${modelYear}, ${kmText(km, 'fr')} ${random.pick(['réels', 'wa9fin', ''])}.`,
    );
    lines.push(
      `moteur ${engine} ${random.pick(['ndif', 'khdam mlih', 'ma yakoulch zit'])}, ${energyText.toLowerCase()}, boîte ${gearbox.toLowerCase()}.`,
    );
    if (optionText) lines.push(`fiha: ${optionText.toLowerCase()}.`);
    lines.push(
      `${papers.toLowerCase()}, ${random.pick(['makach hta mochkil', 'bla tbahdil', 'peinture d’origine', 'ma darbet hta darba'])}.`,
    );
  } else {
    lines.push(
      `${random.pick(['Je vends ma', 'Vends', 'À vendre'])} ${makeName} ${modelName} ${finish} année ${modelYear}, ${kmText(km, 'fr')}${age > 0 && random.chance(0.5) ? ' réels' : ''}.`,
    );
    lines.push(`Moteur ${engine} ${energyText.toLowerCase()}, boîte ${gearbox.toLowerCase()}.`);
    if (optionText) lines.push(`Options : ${optionText.toLowerCase()}.`);
    lines.push(`Papiers : ${papers.toLowerCase()}${imported ? ', véhicule importé' : ''}.`);
    lines.push(
      random.pick([
        `Jamais accidentée, entretien à jour, ${owners === 1 ? 'première main' : `${owners}e main`}.`,
        'Peinture d’origine, aucun frais à prévoir.',
        'Quelques rayures légères, mécanique impeccable.',
        'Vidange et distribution faites récemment.',
      ]),
    );
  }
  return { title: capitalize(title), lines: lines.map(tidy), specs, price, optionalSpecs: 0 };
}

/** Motorcycle models by make, for titles (the catalog has makes only). */
const MOTO_MODELS: Record<string, readonly (readonly [name: string, cc: number, millions: number])[]> = {
  yamaha: [
    ['TMAX 530', 530, 190],
    ['TMAX 560', 560, 240],
    ['XMAX 300', 300, 120],
    ['MT-07', 690, 170],
    ['YBR 125', 125, 45],
  ],
  honda: [
    ['PCX 125', 125, 55],
    ['Forza 300', 300, 110],
    ['SH 150', 150, 60],
    ['CBR 600', 600, 150],
  ],
  suzuki: [
    ['Burgman 400', 400, 110],
    ['GSX-R 750', 750, 180],
    ['Address 110', 110, 30],
  ],
  kawasaki: [
    ['Z900', 900, 210],
    ['Ninja 650', 650, 160],
  ],
  bmw: [
    ['R 1250 GS', 1250, 450],
    ['C 400 X', 350, 150],
  ],
  ktm: [
    ['Duke 390', 390, 110],
    ['690 SMC', 690, 180],
  ],
  piaggio: [
    ['Vespa Primavera 125', 125, 65],
    ['Liberty 125', 125, 45],
    ['Beverly 300', 300, 95],
  ],
  sym: [
    ['Orbit 125', 125, 28],
    ['Jet 14', 125, 35],
    ['Symphony 50', 50, 18],
    ['Cruisym 300', 300, 85],
  ],
  kymco: [
    ['Agility 125', 125, 30],
    ['Xciting 400', 400, 110],
    ['Like 125', 125, 35],
  ],
  vms: [
    ['Forza 150', 150, 25],
    ['Sonic 110', 110, 18],
    ['Vito 50', 50, 14],
  ],
  haojue: [
    ['DR 160', 160, 28],
    ['TR 150', 150, 22],
  ],
  autre: [['scooter 125', 125, 25]],
};

/** Motorcycles and scooters: a make from the catalog, a model of ours, its displacement. */
const motorcycles: FamilyWriter = (context) => {
  const { random, lang, catalog, now } = context;
  const makes = allowedValues(catalog, 'marque_moto', {});
  const make = random.weighted(
    makes.map((m) => [m, m === 'autre' ? 0.3 : ['sym', 'vms', 'yamaha', 'kymco'].includes(m) ? 3 : 1] as const),
  );
  const [name, cc, millionsNew] = random.pick(MOTO_MODELS[make] ?? MOTO_MODELS.autre!);
  const modelYear = now.getUTCFullYear() - random.int(0, 10);
  const age = now.getUTCFullYear() - modelYear;
  const km = age === 0 ? random.amount(0, 2_000, 100) : random.amount(age * 2_000, age * 9_000, 500);
  const specs: SpecValues = {
    marque_moto: make,
    cylindree: String(cc),
    kilometrage: String(km),
    annee: String(modelYear),
  };
  specs.energie = 'essence';
  const makeLabel = valueLabel(catalog, 'marque_moto', make, 'fr');
  const brand = make === 'autre' ? '' : makeLabel.split(' / ')[0]!;
  const price = vehiclePriceDraft(random, vehiclePrice(random, millionsNew, age), context.category.priceUnits);
  const title = tidy(
    lang === 'ar'
      ? random.pick([
          `دراجة نارية ${brand} ${name} ${modelYear}`,
          `للبيع ${brand} ${name} موديل ${modelYear}`,
          `سكوتر ${brand} ${name}`,
        ])
      : lang === 'dz'
        ? random.pick([
            `moto ${brand} ${name} ${modelYear} ${random.pick(DZ_PRAISE)}`,
            `${name} ${modelYear} lel bi3`,
            `scooter ${name} jdid`,
          ])
        : random.pick([
            `${brand} ${name} ${modelYear}`,
            `Vends ${brand} ${name} ${modelYear}`,
            `Scooter ${brand} ${name} ${cc} cm³`,
          ]),
  );
  const lines =
    lang === 'ar'
      ? [
          `${brand} ${name} موديل ${modelYear}، ${kmText(km, 'ar')}، سعة المحرك ${cc} سم³.`,
          random.pick(['حالة ممتازة، الوثائق كاملة.', 'صيانة منتظمة، العجلات جديدة.']),
        ]
      : lang === 'dz'
        ? [
            `${brand} ${name} ${modelYear}, ${kmText(km, 'fr')}, ${cc} cm³.`,
            random.pick(['moteur ndif, papiers kamlin.', 'pneus jdad, ma fiha hta mochkil.']),
          ]
        : [
            `${brand} ${name} de ${modelYear}, ${kmText(km, 'fr')}, ${cc} cm³.`,
            random.pick([
              'Carte grise à jour, révision faite.',
              'Pneus neufs, batterie neuve, aucun frais.',
              'Casque offert avec la moto.',
            ]),
          ];
  return { title: capitalize(title), lines: lines.map(tidy), specs, price, optionalSpecs: 0 };
};

/** Heavy vehicles and machines by category: name, Arabic name, price of a recent one in millions, energy. */
const MACHINES: Record<number, readonly (readonly [fr: string, ar: string, millions: number])[]> = {
  104: [
    ['Camion Hyundai HD65', 'شاحنة هيونداي HD65', 650],
    ['Camion JAC 1040', 'شاحنة جاك 1040', 450],
    ['Camion Sonacome K66', 'شاحنة سوناكوم K66', 350],
    ['Mercedes Actros 1844', 'مرسيدس أكتروس 1844', 2200],
    ['Renault Kerax 440', 'رونو كيراكس 440', 1600],
    ['Isuzu NPR 75', 'إيسوزو NPR 75', 800],
    ['Shacman X3000 benne', 'شاكمان X3000 قلاب', 1800],
    ['Iveco Daily 35C15', 'إيفيكو دايلي', 750],
  ],
  105: [
    ['Pelle hydraulique Caterpillar 320', 'حفارة كاتربيلر 320', 2600],
    ['Rétrochargeuse JCB 3CX', 'جرافة JCB 3CX', 1500],
    ['Bulldozer Komatsu D65', 'بلدوزر كوماتسو D65', 3000],
    ['Mini-pelle Kubota KX057', 'حفارة صغيرة كوبوتا', 900],
    ['Compacteur Bomag', 'مدحلة بوماغ', 1200],
    ['Chariot élévateur Toyota 3 tonnes', 'رافعة شوكية تويوتا 3 طن', 450],
  ],
  106: [
    ['Tracteur Cirta C6807', 'جرار سيرتا C6807', 550],
    ['Tracteur Massey Ferguson 290', 'جرار ماسي فيرغسون 290', 700],
    ['Tracteur John Deere 5075', 'جرار جون دير 5075', 900],
    ['Tracteur New Holland TD80', 'جرار نيو هولاند TD80', 850],
    ['Moissonneuse-batteuse Claas', 'حصادة كلاس', 2500],
    ['Remorque agricole 5 tonnes', 'مقطورة فلاحية 5 طن', 120],
  ],
  107: [
    ['Barque de pêche 5 m avec moteur Yamaha 40 CV', 'قارب صيد 5 م بمحرك ياماها 40 حصان', 180],
    ['Jet-ski Sea-Doo GTI 130', 'جيت سكي سي دو GTI 130', 350],
    ['Zodiac 4,2 m', 'زودياك 4.2 م', 120],
    ['Sardinier 12 m', 'مركب سردين 12 م', 2500],
  ],
  108: [
    ['Bus Hyundai County 29 places', 'حافلة هيونداي كاونتي 29 مقعد', 1300],
    ['Minibus Toyota Coaster', 'حافلة صغيرة تويوتا كوستر', 1600],
    ['Bus Isuzu Novo', 'حافلة إيسوزو نوفو', 1400],
    ['Mercedes Sprinter 22 places', 'مرسيدس سبرينتر 22 مقعد', 1200],
    ['Bus Higer 35 places', 'حافلة هيغر 35 مقعد', 1500],
  ],
};

/** Trucks, machinery, tractors, boats and buses: named models with a year and, for road vehicles, kilometres. */
const machines: FamilyWriter = (context) => {
  const { random, lang, now, category } = context;
  const [fr, ar, millionsNew] = random.pick(MACHINES[category.id] ?? MACHINES[104]!);
  const age = Math.min(25, drawAge(random) + random.int(0, 5));
  const modelYear = now.getUTCFullYear() - age;
  const specs: SpecValues = { annee: String(modelYear) };
  if (category.id !== 107) specs.energie = 'diesel';
  if (category.id === 104 || category.id === 108)
    specs.kilometrage = String(random.amount(age * 20_000 + 5_000, age * 60_000 + 10_000, 1_000));
  if (random.chance(0.8)) specs.papiers_vehicule = 'carte_grise';
  const price = vehiclePriceDraft(random, vehiclePrice(random, millionsNew, age), category.priceUnits);
  const title =
    lang === 'ar'
      ? `${ar} موديل ${modelYear}`
      : lang === 'dz'
        ? `${fr} ${modelYear} ${random.pick(['nadi', 'khdam', 'prêt l khedma'])}`
        : `${fr} ${modelYear}`;
  const lines =
    lang === 'ar'
      ? [
          `للبيع ${ar}، سنة ${modelYear}.`,
          random.pick(['في حالة جيدة جدا، جاهز للعمل.', 'صيانة منتظمة، الوثائق كاملة.']),
        ]
      : lang === 'dz'
        ? [`${fr} ${modelYear}, ${random.pick(['khdam kol youm', 'ma fih hta mochkil', 'moteur ndif'])}.`]
        : [
            `${random.pick(SELLING.fr)} ${fr} de ${modelYear}.`,
            random.pick([
              'Très bon état, prêt à travailler.',
              'Entretien régulier, papiers en règle.',
              'Pneus récents, aucun frais à prévoir.',
            ]),
          ];
  return { title: capitalize(tidy(title)), lines, specs, price, optionalSpecs: 0 };
};

/** Writers of the vehicle categories, by category id. */
export const VEHICLE_WRITERS: Record<number, FamilyWriter> = {
  101: (context) => carLike(context, { vans: false }),
  102: (context) => carLike(context, { vans: true }),
  103: motorcycles,
  104: machines,
  105: machines,
  106: machines,
  107: machines,
  108: machines,
};
