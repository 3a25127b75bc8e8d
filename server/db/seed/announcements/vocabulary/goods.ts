import type { PriceType, PriceUnit } from '../../../../../shared/domain/marketplace';
import type { SpecValues } from '../../../../modules/announcements';
import { allowedValues, valueLabel } from '../specs';
import {
  CONDITION_WEIGHTS,
  CONDITION_WORDS,
  DZ_PRAISE,
  SELLING,
  capitalize,
  roundPrice,
  say,
  tidy,
  usedPrice,
} from './common';
import type { Draft, FamilyWriter, Phrase, PriceDraft, WriterContext } from './types';

/**
 * One kind of goods a category sells: its name in French and Arabic (and Darija when people
 * say it differently), its price new in dinars, the specification values it implies, and
 * description lines of its own. `{car}` in a name stands for a car make and model drawn from
 * the catalog (spare parts), `{moto}` for a motorcycle make.
 */
export interface Item {
  fr: string;
  ar: string;
  dz?: string;
  price: readonly [number, number];
  specs?: SpecValues;
  notes?: readonly Phrase[];
}

const USED_NOTES: Phrase[] = [
  { fr: 'Très peu servi, aucun défaut.', ar: 'استعمال قليل، بدون أي عيب.', dz: 'ma khdemch bezaf, ma fih hta 3ib.' },
  { fr: 'Photos réelles.', ar: 'الصور حقيقية.', dz: 'tsawer ta3 sah.' },
  { fr: 'Cause départ, à saisir rapidement.', ar: 'بسبب السفر، فرصة.', dz: 'rani msafer, la3jel.' },
  {
    fr: 'Fonctionne parfaitement, testé devant vous.',
    ar: 'يعمل بشكل ممتاز، التجربة أمامك.',
    dz: 'yekhdem mlih, tjarbou 9damek.',
  },
];
const NEW_NOTES: Phrase[] = [
  {
    fr: 'Neuf, emballage d’origine, garantie.',
    ar: 'جديد في علبته الأصلية مع الضمان.',
    dz: 'jdid f carton, m3a garantie.',
  },
  {
    fr: 'Plusieurs pièces disponibles, prix de gros pour revendeurs.',
    ar: 'كميات متوفرة، سعر الجملة للتجار.',
    dz: 'kayen bezaf, prix de gros l les revendeurs.',
  },
  { fr: 'Produit original, pas de contrefaçon.', ar: 'منتج أصلي وليس تقليد.', dz: 'original machi taklid.' },
];

/** Car make and model as a spare part names them ("Clio 4", "Golf"), with the matching specification values. */
function drawCar(context: WriterContext, specs: SpecValues): string {
  const { random, catalog } = context;
  const makes = allowedValues(catalog, 'marque', {}).filter((m) => m !== 'autre');
  const make = random.pick(makes);
  specs.marque = make;
  const models = allowedValues(catalog, 'modele', specs).filter((m) => m !== 'autre');
  if (models.length === 0) return valueLabel(catalog, 'marque', make, 'fr');
  const model = random.pick(models);
  specs.modele = model;
  return `${valueLabel(catalog, 'marque', make, 'fr')} ${valueLabel(catalog, 'modele', model, 'fr')}`;
}

function drawMoto(context: WriterContext, specs: SpecValues): string {
  const makes = allowedValues(context.catalog, 'marque_moto', {}).filter((m) => m !== 'autre');
  const make = context.random.pick(makes);
  specs.marque_moto = make;
  return valueLabel(context.catalog, 'marque_moto', make, 'fr');
}

/** Per catalog and category: each brand specification with a matcher per value. */
const brandMatchers = new WeakMap<object, Map<number, { codename: string; values: [string, RegExp][] }[]>>();

function matchersOf(context: WriterContext): { codename: string; values: [string, RegExp][] }[] {
  let byCategory = brandMatchers.get(context.catalog);
  if (!byCategory) {
    byCategory = new Map();
    brandMatchers.set(context.catalog, byCategory);
  }
  let matchers = byCategory.get(context.category.id);
  if (!matchers) {
    matchers = context.catalog
      .specifications(context.category.id)
      .filter(({ specification }) => specification.codename.startsWith('marque'))
      .map(({ specification }) => ({
        codename: specification.codename,
        values: context.catalog
          .datasets(specification.id)
          .filter((dataset) => dataset.codename !== 'autre')
          .map((dataset): [string, RegExp] => {
            const label = dataset.labels.fr.split(' / ')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            return [dataset.codename, new RegExp(`(^|\\s)${label}(\\s|$)`, 'i')];
          }),
      }));
    byCategory.set(context.category.id, matchers);
  }
  return matchers;
}

/**
 * Brand specifications (`marque…`) whose value is named in the item ("Réfrigérateur Condor"
 * sets marque_electromenager to condor), so the specs agree with the title.
 */
function brandsNamedIn(context: WriterContext, text: string, specs: SpecValues): void {
  for (const { codename, values } of matchersOf(context)) {
    if (specs[codename] !== undefined) continue;
    const found = values.find(([, pattern]) => pattern.test(text));
    if (found) specs[codename] = found[0];
  }
}

/** Brands that open item names ("Samsung Galaxy Tab"), besides the catalog's: they keep their capital. */
const BRANDS = ['Nike', 'Adidas', 'Lego', 'Nintendo', 'Xbox', 'Bleu', 'New', 'Jeu', 'Canon', 'Epson'];
const brandNames = new WeakMap<object, Set<string>>();

/**
 * The item as the object of a sentence: "Vends réfrigérateur Condor" (a common noun loses its
 * capital), but "Vends Samsung Galaxy Tab A9" and "Vends PS5 Slim".
 */
function asObject(context: WriterContext, name: string): string {
  let brands = brandNames.get(context.catalog);
  if (!brands) {
    brands = new Set(BRANDS);
    for (const specification of context.catalog.specificationsByCodename.values()) {
      if (!specification.codename.startsWith('marque')) continue;
      for (const dataset of context.catalog.datasets(specification.id)) brands.add(dataset.labels.fr.split(' ')[0]!);
    }
    brandNames.set(context.catalog, brands);
  }
  const first = name.split(' ')[0]!;
  if (!/^\p{Lu}[\p{Ll}’'-]*\p{Ll}$/u.test(first) || brands.has(first)) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

function hasSpecification(context: WriterContext, codename: string): boolean {
  return context.catalog.specifications(context.category.id).some((s) => s.specification.codename === codename);
}

/** How firm the price of goods is; a few cheap things are given away. */
function goodsPrice(context: WriterContext, amountDa: number): PriceDraft {
  const { random, category } = context;
  if (amountDa <= 5_000 && random.chance(0.03)) return { amountDa: null, unit: 'UNIT', type: 'GIVEN' };
  const type: PriceType = random.weighted([
    ['NEGOTIABLE', 45],
    ['FIXED', 48],
    ['OFFERED', 7],
  ] as const);
  // Dear equipment is often priced "in millions" where the category allows it.
  const unit: PriceUnit =
    amountDa >= 200_000 && category.priceUnits.includes('MILLION') && random.chance(0.5) ? 'MILLION' : 'UNIT';
  const rounded = unit === 'MILLION' ? Math.max(10_000, Math.round(amountDa / 10_000) * 10_000) : amountDa;
  const discounted = type === 'FIXED' && random.chance(0.12);
  return {
    amountDa: rounded,
    unit,
    type,
    oldAmountDa: discounted ? roundPrice(rounded * random.between(1.1, 1.35)) : null,
  };
}

/** A writer for a category whose announcements sell one of the given items. */
export function goodsWriter(items: readonly Item[]): FamilyWriter {
  return (context): Draft => {
    const { random, lang } = context;
    const item = random.pick(items);
    const specs: SpecValues = { ...item.specs };
    let fr = item.fr;
    let ar = item.ar;
    let dz = item.dz ?? item.fr;
    if (fr.includes('{car}')) {
      const car = drawCar(context, specs);
      [fr, ar, dz] = [fr, ar, dz].map((text) => text.replace('{car}', car)) as [string, string, string];
    }
    if (fr.includes('{moto}')) {
      const moto = drawMoto(context, specs);
      [fr, ar, dz] = [fr, ar, dz].map((text) => text.replace('{moto}', moto)) as [string, string, string];
    }
    brandsNamedIn(context, fr, specs);
    // "For parts" is for machines and parts; clothes and furniture are not sold for parts.
    const forParts = [3, 4, 5, 14].includes(context.catalog.parentTree(context.category.id)[0]?.id ?? 0);
    const condition = hasSpecification(context, 'etat')
      ? ((specs.etat as string | undefined) ??
        random.weighted(CONDITION_WEIGHTS.filter(([code]) => forParts || code !== 'pour_pieces')))
      : undefined;
    if (condition) specs.etat = condition;
    const newPrice = random.between(item.price[0], item.price[1]);
    const amount = condition ? usedPrice(random, newPrice, condition) : roundPrice(newPrice);
    const price = goodsPrice(context, amount);
    const conditionText = condition ? say(lang, CONDITION_WORDS[condition]!) : '';
    const name = lang === 'ar' ? ar : lang === 'dz' ? dz : fr;
    const title =
      lang === 'ar'
        ? random.pick([name, `${name} ${conditionText}`, `${random.pick(SELLING.ar)} ${name}`])
        : lang === 'dz'
          ? random.pick([
              `${name} ${random.pick(DZ_PRAISE)}`,
              `${name} ${conditionText}`,
              `${random.pick(SELLING.dz)} ${asObject(context, name)}`,
            ])
          : random.pick([
              name,
              `${name} ${conditionText}`,
              `${random.pick(SELLING.fr)} ${asObject(context, name)}`,
              `${name} – ${conditionText}`,
            ]);
    const lines: string[] = [];
    if (lang === 'ar') lines.push(`${random.pick(SELLING.ar)} ${ar}${conditionText ? `، ${conditionText}` : ''}.`);
    else if (lang === 'dz')
      lines.push(`${random.pick(SELLING.dz)} ${asObject(context, dz)}${conditionText ? `, ${conditionText}` : ''}.`);
    else lines.push(`${random.pick(SELLING.fr)} ${asObject(context, fr)}${conditionText ? `, ${conditionText}` : ''}.`);
    if (item.notes && item.notes.length > 0) lines.push(say(lang, random.pick(item.notes)));
    // Car parts are sold by their maker's part number, which buyers search for.
    if (specs.modele !== undefined && random.chance(0.35)) {
      const reference = `${random.int(1_000, 9_999)}${random.int(100_000, 999_999)}`;
      lines.push(lang === 'ar' ? `المرجع: ${reference}` : `Réf. ${reference}`);
    }
    const isNew = condition === 'neuf' || condition === 'neuf_scelle';
    if (condition) lines.push(say(lang, random.pick(isNew ? NEW_NOTES : USED_NOTES)));
    return {
      title: capitalize(tidy(title)),
      lines: lines.map(tidy),
      specs,
      price,
      quantity: isNew && random.chance(0.3) ? random.int(2, 50) : 1,
    };
  };
}

/** Items of the goods categories (appliances, spare parts, fashion, home, materials, leisure, food). */
export const GOODS_ITEMS: Record<number, readonly Item[]> = {
  501: [
    { fr: 'Réfrigérateur Condor 500 L No Frost', ar: 'ثلاجة كوندور 500 لتر نوفروست', price: [95_000, 125_000] },
    { fr: 'Congélateur coffre ENIEM 300 L', ar: 'مجمد أفقي إينيام 300 لتر', price: [55_000, 70_000] },
    { fr: 'Réfrigérateur Samsung side by side', ar: 'ثلاجة سامسونغ بابين', price: [220_000, 300_000] },
    { fr: 'Frigo Iris 350 L', ar: 'ثلاجة إيريس 350 لتر', dz: 'frigidaire Iris 350 L', price: [60_000, 80_000] },
    { fr: 'Réfrigérateur LG Inverter 420 L', ar: 'ثلاجة إل جي 420 لتر', price: [120_000, 150_000] },
  ],
  502: [
    { fr: 'Machine à laver Iris 7 kg', ar: 'غسالة إيريس 7 كغ', price: [48_000, 60_000] },
    { fr: 'Machine à laver LG 9 kg Direct Drive', ar: 'غسالة إل جي 9 كغ', price: [90_000, 115_000] },
    { fr: 'Lave-vaisselle Brandt 12 couverts', ar: 'غسالة صحون براندت', price: [75_000, 95_000] },
    { fr: 'Machine à laver Samsung 8 kg EcoBubble', ar: 'غسالة سامسونغ 8 كغ', price: [85_000, 105_000] },
  ],
  503: [
    { fr: 'Cuisinière ENIEM 4 feux', ar: 'طباخة إينيام 4 نيران', price: [35_000, 45_000] },
    { fr: 'Cuisinière Condor 5 feux inox', ar: 'طباخة كوندور 5 نيران', price: [55_000, 70_000] },
    { fr: 'Four encastrable Brandt', ar: 'فرن مدمج براندت', price: [60_000, 80_000] },
    { fr: 'Micro-ondes Samsung 23 L', ar: 'ميكروويف سامسونغ 23 لتر', price: [18_000, 24_000] },
  ],
  504: [
    {
      fr: 'Climatiseur Condor 12000 BTU Inverter',
      ar: 'مكيف كوندور 12000 وحدة',
      price: [60_000, 75_000],
      specs: { puissance_climatiseur: '12000_btu' },
    },
    {
      fr: 'Climatiseur Samsung 18000 BTU',
      ar: 'مكيف سامسونغ 18000 وحدة',
      price: [95_000, 115_000],
      specs: { puissance_climatiseur: '18000_btu' },
    },
    {
      fr: 'Climatiseur LG 24000 BTU',
      ar: 'مكيف إل جي 24000 وحدة',
      price: [130_000, 160_000],
      specs: { puissance_climatiseur: '24000_btu' },
    },
    {
      fr: 'Climatiseur Raylan 9000 BTU',
      ar: 'مكيف رايلان 9000 وحدة',
      dz: 'clim Raylan 9000',
      price: [45_000, 55_000],
      specs: { puissance_climatiseur: '9000_btu' },
    },
  ],
  505: [
    { fr: 'Chauffage à gaz ENIEM 11 kW', ar: 'مدفأة غاز إينيام', price: [18_000, 26_000] },
    { fr: 'Radiateur bain d’huile 2000 W', ar: 'مدفأة زيتية 2000 واط', price: [9_000, 13_000] },
    { fr: 'Chaudière murale Chaffoteaux', ar: 'سخان مركزي جداري', price: [120_000, 160_000] },
  ],
  506: [
    {
      fr: 'TV Samsung 55 pouces 4K Smart',
      ar: 'تلفاز سامسونغ 55 بوصة ذكي',
      price: [110_000, 140_000],
      specs: { taille_ecran: '55', smart_tv: 'true' },
    },
    {
      fr: 'Téléviseur Condor 43 pouces Android TV',
      ar: 'تلفاز كوندور 43 بوصة أندرويد',
      price: [48_000, 60_000],
      specs: { taille_ecran: '43', smart_tv: 'true' },
    },
    {
      fr: 'TV TCL 65 pouces QLED',
      ar: 'تلفاز TCL 65 بوصة',
      price: [150_000, 185_000],
      specs: { taille_ecran: '65', smart_tv: 'true' },
    },
    {
      fr: 'Téléviseur Géant 32 pouces',
      ar: 'تلفاز جيون 32 بوصة',
      price: [25_000, 32_000],
      specs: { taille_ecran: '32', smart_tv: 'false' },
    },
    {
      fr: 'TV LG 50 pouces webOS',
      ar: 'تلفاز إل جي 50 بوصة',
      price: [85_000, 105_000],
      specs: { taille_ecran: '50', smart_tv: 'true' },
    },
  ],
  507: [
    { fr: 'Robot pâtissier Kenwood', ar: 'عجانة كينوود', price: [45_000, 65_000] },
    { fr: 'Blender Moulinex', ar: 'خلاط مولينكس', price: [7_000, 11_000] },
    { fr: 'Friteuse sans huile Philips', ar: 'قلاية هوائية فيليبس', price: [18_000, 26_000] },
    { fr: 'Machine à café Delonghi', ar: 'آلة قهوة ديلونغي', price: [35_000, 55_000] },
    { fr: 'Fer à repasser vapeur Philips', ar: 'مكواة بخار فيليبس', price: [6_000, 9_000] },
  ],
  508: [
    { fr: 'Démodulateur Géant 2500 HD', ar: 'جهاز استقبال جيون 2500', price: [6_000, 9_000] },
    { fr: 'Récepteur Starsat 4K', ar: 'ريسيفر ستارسات 4K', price: [9_000, 14_000] },
    { fr: 'Box Android TV 4K', ar: 'علبة أندرويد تي في 4K', price: [7_000, 12_000] },
    { fr: 'Parabole 1,20 m avec LNB', ar: 'هوائي مقعر 1.20 م', price: [5_000, 8_000] },
  ],
  509: [
    { fr: 'Aspirateur Samsung 2000 W', ar: 'مكنسة كهربائية سامسونغ', price: [16_000, 22_000] },
    { fr: 'Aspirateur robot Xiaomi', ar: 'مكنسة روبوت شاومي', price: [35_000, 50_000] },
    { fr: 'Aspirateur sans sac Iris', ar: 'مكنسة إيريس بدون كيس', price: [12_000, 16_000] },
  ],
  1401: [
    { fr: 'Moteur complet {car}', ar: 'محرك كامل {car}', dz: 'moteur complet {car}', price: [120_000, 450_000] },
    { fr: 'Boîte de vitesses {car}', ar: 'علبة سرعات {car}', price: [45_000, 120_000] },
    { fr: 'Kit distribution {car}', ar: 'طقم التوزيع {car}', price: [9_000, 20_000] },
    { fr: 'Turbo {car}', ar: 'توربو {car}', price: [35_000, 80_000] },
    { fr: 'Kit embrayage Valeo {car}', ar: 'طقم الدبرياج {car}', price: [12_000, 25_000] },
  ],
  1402: [
    { fr: 'Pare-choc avant {car}', ar: 'واقي صدمات أمامي {car}', dz: 'parchoc avant {car}', price: [12_000, 35_000] },
    { fr: 'Portière arrière gauche {car}', ar: 'باب خلفي أيسر {car}', price: [15_000, 40_000] },
    { fr: 'Capot {car}', ar: 'غطاء المحرك {car}', price: [15_000, 45_000] },
    { fr: 'Rétroviseur électrique {car}', ar: 'مرآة كهربائية {car}', price: [6_000, 15_000] },
  ],
  1403: [
    { fr: '4 pneus Michelin 205/55 R16', ar: '4 عجلات ميشلان 205/55 R16', price: [60_000, 80_000] },
    { fr: 'Jantes alu 17 pouces', ar: 'جنوط ألمنيوم 17 بوصة', price: [45_000, 80_000] },
    { fr: 'Pneus Bridgestone 195/65 R15', ar: 'عجلات بريدجستون 195/65 R15', price: [12_000, 16_000] },
    { fr: 'Roue de secours complète', ar: 'عجلة احتياطية كاملة', price: [6_000, 10_000] },
  ],
  1404: [
    { fr: 'Phare avant LED {car}', ar: 'مصباح أمامي LED {car}', price: [15_000, 45_000] },
    { fr: 'Feux arrière {car}', ar: 'أضواء خلفية {car}', price: [8_000, 20_000] },
    { fr: 'Ampoules LED H7 (paire)', ar: 'مصابيح LED H7', price: [3_000, 6_000] },
  ],
  1405: [
    { fr: 'Housses de sièges en cuir', ar: 'أغطية مقاعد جلدية', price: [8_000, 18_000] },
    { fr: 'Caméra de recul sans fil', ar: 'كاميرا خلفية لاسلكية', price: [5_000, 9_000] },
    { fr: 'Dashcam Full HD', ar: 'كاميرا سيارة', price: [6_000, 12_000] },
    { fr: 'Tapis de sol 3D', ar: 'فرش أرضية للسيارة', price: [5_000, 9_000] },
    { fr: 'Compresseur portable 12 V', ar: 'منفاخ عجلات محمول', price: [4_000, 7_000] },
  ],
  1406: [
    { fr: 'Pot d’échappement {moto}', ar: 'شكمان دراجة {moto}', price: [15_000, 45_000] },
    { fr: 'Kit chaîne {moto}', ar: 'طقم سلسلة {moto}', price: [6_000, 12_000] },
    { fr: 'Casque moto LS2', ar: 'خوذة دراجة LS2', price: [9_000, 18_000] },
    { fr: 'Carénage complet {moto}', ar: 'هيكل كامل {moto}', price: [25_000, 60_000] },
  ],
  1407: [
    { fr: 'Autoradio Android 9 pouces CarPlay', ar: 'شاشة أندرويد 9 بوصة للسيارة', price: [12_000, 22_000] },
    { fr: 'Haut-parleurs Pioneer', ar: 'مكبرات صوت بايونير', price: [6_000, 12_000] },
    { fr: 'Caisson de basse avec ampli', ar: 'مضخم صوت للسيارة', price: [15_000, 30_000] },
  ],
  601: [
    { fr: 'Veste en cuir homme', ar: 'سترة جلدية رجالية', price: [9_000, 25_000] },
    { fr: 'Costume slim fit', ar: 'بدلة رجالية', price: [12_000, 30_000] },
    { fr: 'Survêtement Nike original', ar: 'بدلة رياضية نايك أصلية', price: [8_000, 16_000] },
    { fr: 'Jean Levi’s 501', ar: 'جينز ليفايس 501', price: [5_000, 9_000] },
    { fr: 'Doudoune The North Face', ar: 'معطف نورث فايس', price: [15_000, 30_000] },
  ],
  602: [
    { fr: 'Robe de soirée', ar: 'فستان سهرة', price: [8_000, 30_000] },
    { fr: 'Abaya brodée', ar: 'عباية مطرزة', price: [6_000, 15_000] },
    { fr: 'Jilbab deux pièces', ar: 'جلباب قطعتين', price: [4_500, 9_000] },
    { fr: 'Manteau femme en laine', ar: 'معطف نسائي صوف', price: [9_000, 20_000] },
    { fr: 'Ensemble tailleur', ar: 'طقم نسائي', price: [7_000, 15_000] },
  ],
  603: [
    { fr: 'Ensemble bébé 6 mois', ar: 'طقم رضيع 6 أشهر', price: [2_000, 4_500] },
    { fr: 'Tenue de l’Aïd garçon', ar: 'لباس العيد للأولاد', price: [4_000, 8_000] },
    { fr: 'Robe fille 8 ans', ar: 'فستان بنت 8 سنوات', price: [3_000, 6_500] },
  ],
  604: [
    { fr: 'Nike Air Force 1', ar: 'حذاء نايك إير فورس 1', price: [12_000, 20_000] },
    { fr: 'Adidas Samba', ar: 'حذاء أديداس سامبا', price: [12_000, 18_000] },
    { fr: 'Bottes en cuir femme', ar: 'جزمة جلدية نسائية', price: [7_000, 15_000] },
    { fr: 'New Balance 550', ar: 'حذاء نيو بالانس 550', price: [14_000, 22_000] },
    { fr: 'Mocassins en cuir homme', ar: 'حذاء جلدي رجالي', price: [5_000, 10_000] },
  ],
  605: [
    { fr: 'Montre Casio G-Shock', ar: 'ساعة كاسيو جي شوك', price: [12_000, 25_000] },
    { fr: 'Bracelet en or 18 carats', ar: 'سوار ذهب عيار 18', price: [180_000, 450_000] },
    { fr: 'Parure en argent', ar: 'طقم فضة', price: [15_000, 40_000] },
    { fr: 'Bague en or', ar: 'خاتم ذهب', price: [40_000, 120_000] },
  ],
  606: [
    { fr: 'Sac à main en cuir', ar: 'حقيبة يد جلدية', price: [6_000, 20_000] },
    { fr: 'Sac à dos', ar: 'حقيبة ظهر', price: [3_000, 8_000] },
    { fr: 'Valise cabine', ar: 'حقيبة سفر', price: [7_000, 15_000] },
  ],
  607: [
    { fr: 'Sérum vitamine C', ar: 'سيروم فيتامين سي', price: [2_500, 5_000] },
    { fr: 'Palette de maquillage', ar: 'علبة مكياج', price: [3_000, 7_000] },
    { fr: 'Huile d’argan pure', ar: 'زيت أرغان طبيعي', price: [2_000, 4_500] },
    { fr: 'Savon artisanal à l’huile d’olive', ar: 'صابون تقليدي بزيت الزيتون', price: [300, 800] },
  ],
  608: [
    { fr: 'Parfum Dior Sauvage 100 ml', ar: 'عطر ديور سوفاج 100 مل', price: [18_000, 28_000] },
    { fr: 'Bleu de Chanel 100 ml', ar: 'عطر بلو دو شانيل', price: [20_000, 30_000] },
    { fr: 'Musc blanc', ar: 'مسك أبيض', price: [1_500, 4_000] },
    { fr: 'Oud oriental', ar: 'عطر عود شرقي', price: [4_000, 12_000] },
  ],
  609: [
    { fr: 'Karakou algérois', ar: 'كاراكو عاصمي', price: [40_000, 150_000] },
    { fr: 'Caftan brodé', ar: 'قفطان مطرز', price: [30_000, 90_000] },
    { fr: 'Blouza oranaise', ar: 'بلوزة وهرانية', price: [20_000, 70_000] },
    { fr: 'Robe kabyle', ar: 'جبة قبائلية', price: [10_000, 40_000] },
    { fr: 'Burnous en laine', ar: 'برنوس صوف', price: [25_000, 80_000] },
    { fr: 'Gandoura homme', ar: 'قندورة رجالية', price: [4_000, 9_000] },
  ],
  701: [
    { fr: 'Salon marocain 6 places', ar: 'صالون مغربي 6 أماكن', price: [80_000, 180_000] },
    { fr: 'Salon en L moderne', ar: 'صالون على شكل L', price: [90_000, 220_000] },
    { fr: 'Salon cuir 3+2+1', ar: 'صالون جلد 3+2+1', price: [150_000, 350_000], specs: { matiere: 'cuir' } },
    { fr: 'Canapé convertible', ar: 'كنبة قابلة للتحويل', price: [45_000, 90_000], specs: { matiere: 'tissu' } },
  ],
  702: [
    {
      fr: 'Chambre à coucher complète en bois massif',
      ar: 'غرفة نوم كاملة خشب صلب',
      price: [180_000, 400_000],
      specs: { matiere: 'bois_massif' },
    },
    { fr: 'Lit 2 places avec matelas', ar: 'سرير مزدوج مع المطرح', price: [35_000, 70_000] },
    { fr: 'Armoire 3 portes', ar: 'خزانة 3 أبواب', price: [30_000, 60_000], specs: { matiere: 'mdf' } },
    { fr: 'Chambre enfant complète', ar: 'غرفة أطفال كاملة', price: [70_000, 140_000] },
  ],
  703: [
    { fr: 'Cuisine équipée en MDF laqué', ar: 'مطبخ مجهز MDF', price: [150_000, 400_000], specs: { matiere: 'mdf' } },
    { fr: 'Table de cuisine et 4 chaises', ar: 'طاولة مطبخ مع 4 كراسي', price: [18_000, 35_000] },
    { fr: 'Meuble évier inox', ar: 'خزانة مغسلة', price: [12_000, 25_000], specs: { matiere: 'metal' } },
  ],
  704: [
    { fr: 'Miroir mural doré', ar: 'مرآة حائط مذهبة', price: [6_000, 15_000] },
    { fr: 'Tableau calligraphie arabe', ar: 'لوحة خط عربي', price: [5_000, 20_000] },
    { fr: 'Rideaux salon (lot de 2)', ar: 'ستائر صالون', price: [6_000, 14_000] },
    { fr: 'Horloge murale', ar: 'ساعة حائط', price: [2_500, 6_000] },
  ],
  705: [
    { fr: 'Service de table 72 pièces', ar: 'طقم أواني 72 قطعة', price: [15_000, 35_000] },
    { fr: 'Couscoussier inox', ar: 'كسكاس ستانلس', price: [4_000, 9_000] },
    { fr: 'Service à café en cuivre', ar: 'طقم قهوة نحاسي', price: [8_000, 20_000] },
    { fr: 'Marmite Tefal 10 L', ar: 'قدر تيفال 10 لتر', price: [6_000, 12_000] },
  ],
  706: [
    { fr: 'Matelas orthopédique 190x140', ar: 'مطرح طبي 190x140', price: [25_000, 45_000] },
    { fr: 'Couverture en laine', ar: 'بطانية صوف', price: [4_000, 9_000] },
    { fr: 'Parure de draps', ar: 'طقم أغطية سرير', price: [3_500, 7_000] },
  ],
  707: [
    { fr: 'Salon de jardin en résine', ar: 'طقم حديقة', price: [25_000, 60_000] },
    { fr: 'Tondeuse à gazon', ar: 'آلة قص العشب', price: [20_000, 45_000] },
    { fr: 'Oliviers en pot', ar: 'أشجار زيتون في أصص', price: [2_000, 6_000] },
  ],
  708: [
    { fr: 'Lustre en cristal', ar: 'ثريا كريستال', price: [15_000, 60_000] },
    { fr: 'Lampadaire moderne', ar: 'مصباح أرضي', price: [6_000, 14_000] },
  ],
  709: [
    { fr: 'Tapis berbère fait main', ar: 'زربية بربرية يدوية', price: [20_000, 80_000] },
    { fr: 'Tapis de Ghardaïa', ar: 'زربية غرداية', price: [15_000, 50_000] },
    { fr: 'Tapis de prière', ar: 'سجادة صلاة', price: [1_500, 4_000] },
    { fr: 'Tapis salon 3x4', ar: 'زربية صالون 3x4', price: [18_000, 45_000] },
  ],
  1101: [
    { fr: 'Ciment CPJ 42,5 (sac 50 kg)', ar: 'إسمنت (كيس 50 كغ)', price: [900, 1_300] },
    { fr: 'Rond à béton de 12', ar: 'حديد التسليح 12', price: [2_000, 2_800] },
    { fr: 'Brique 12 trous (palette)', ar: 'آجر 12 ثقب (باليت)', price: [25_000, 40_000] },
    { fr: 'Carrelage 60x60 (le m²)', ar: 'بلاط 60x60 (المتر المربع)', price: [1_400, 3_500] },
    { fr: 'Faïence murale (le m²)', ar: 'فايونس حائطي (المتر المربع)', price: [1_200, 2_800] },
  ],
  1102: [
    { fr: 'Perceuse Bosch', ar: 'مثقاب بوش', price: [9_000, 20_000] },
    { fr: 'Meuleuse Makita', ar: 'مطحنة ماكيتا', price: [8_000, 16_000] },
    { fr: 'Groupe électrogène 5 kW', ar: 'مولد كهربائي 5 كيلوواط', price: [70_000, 130_000] },
    { fr: 'Poste à souder', ar: 'آلة تلحيم', price: [15_000, 40_000] },
    { fr: 'Bétonnière 350 L', ar: 'خلاطة إسمنت 350 لتر', price: [90_000, 160_000] },
  ],
  1103: [
    { fr: 'Four à pizza professionnel', ar: 'فرن بيتزا احترافي', price: [150_000, 400_000] },
    { fr: 'Vitrine réfrigérée', ar: 'واجهة تبريد', price: [120_000, 300_000] },
    { fr: 'Machine à café professionnelle 2 groupes', ar: 'آلة قهوة احترافية', price: [250_000, 600_000] },
    { fr: 'Machine à coudre industrielle', ar: 'آلة خياطة صناعية', price: [60_000, 140_000] },
    { fr: 'Chambre froide 3x3', ar: 'غرفة تبريد 3x3', price: [700_000, 1_500_000] },
  ],
  1104: [
    { fr: 'Chauffe-bain à gaz 10 L', ar: 'سخان ماء غازي 10 لتر', price: [25_000, 40_000] },
    { fr: 'Lavabo avec colonne', ar: 'مغسلة مع عمود', price: [8_000, 18_000] },
    { fr: 'Baignoire acrylique', ar: 'حوض استحمام', price: [25_000, 55_000] },
  ],
  1105: [
    { fr: 'Câble électrique 2,5 mm² (rouleau 100 m)', ar: 'كابل كهربائي 2.5 مم (100 م)', price: [7_000, 11_000] },
    { fr: 'Tableau électrique équipé', ar: 'لوحة كهربائية مجهزة', price: [12_000, 30_000] },
    { fr: 'Projecteur LED 200 W', ar: 'كشاف LED 200 واط', price: [4_000, 9_000] },
  ],
  1106: [
    { fr: 'Panneau solaire 550 W', ar: 'لوح شمسي 550 واط', price: [22_000, 30_000] },
    { fr: 'Onduleur hybride 5 kW', ar: 'عاكس هجين 5 كيلوواط', price: [120_000, 180_000] },
    { fr: 'Kit solaire complet pour maison', ar: 'نظام طاقة شمسية كامل للمنزل', price: [450_000, 900_000] },
    { fr: 'Pompe solaire pour forage', ar: 'مضخة شمسية للبئر', price: [150_000, 350_000] },
  ],
  1107: [
    { fr: 'Fauteuil roulant pliable', ar: 'كرسي متحرك قابل للطي', price: [15_000, 35_000] },
    { fr: 'Lit médicalisé électrique', ar: 'سرير طبي كهربائي', price: [90_000, 180_000] },
    { fr: 'Concentrateur d’oxygène', ar: 'مكثف أكسجين', price: [80_000, 160_000] },
  ],
  1108: [
    { fr: 'Kit 8 caméras de surveillance Hikvision', ar: 'طقم 8 كاميرات مراقبة', price: [60_000, 110_000] },
    { fr: 'Interphone vidéo', ar: 'جهاز إنتركم بالفيديو', price: [12_000, 25_000] },
    { fr: 'Coffre-fort', ar: 'خزنة حديدية', price: [20_000, 60_000] },
  ],
  1001: [
    { fr: 'Tapis de course électrique', ar: 'جهاز المشي الكهربائي', price: [70_000, 150_000] },
    { fr: 'Vélo d’appartement', ar: 'دراجة ثابتة', price: [25_000, 50_000] },
    { fr: 'Haltères réglables 20 kg', ar: 'أثقال قابلة للتعديل 20 كغ', price: [8_000, 15_000] },
    { fr: 'Maillot de l’équipe nationale', ar: 'قميص المنتخب الوطني', price: [3_000, 8_000] },
    { fr: 'Banc de musculation', ar: 'مقعد تمارين', price: [15_000, 35_000] },
  ],
  1002: [
    { fr: 'VTT Rockrider 27,5 pouces', ar: 'دراجة جبلية 27.5 بوصة', price: [30_000, 60_000] },
    { fr: 'Vélo de route aluminium', ar: 'دراجة طريق', price: [40_000, 90_000] },
    { fr: 'Vélo enfant 16 pouces', ar: 'دراجة أطفال 16 بوصة', price: [8_000, 14_000] },
    { fr: 'Vélo électrique', ar: 'دراجة كهربائية', price: [90_000, 180_000] },
  ],
  1003: [
    { fr: 'Guitare classique Yamaha C40', ar: 'قيتارة كلاسيكية ياماها', price: [15_000, 22_000] },
    { fr: 'Piano numérique 88 touches', ar: 'بيانو رقمي 88 مفتاح', price: [60_000, 130_000] },
    { fr: 'Mandole chaâbi', ar: 'ماندول شعبي', price: [30_000, 80_000] },
    { fr: 'Derbouka en cuivre', ar: 'دربوكة نحاسية', price: [5_000, 12_000] },
    { fr: 'Oud oriental', ar: 'عود شرقي', price: [25_000, 70_000] },
  ],
  1004: [
    { fr: 'Lot de romans de Mohammed Dib', ar: 'مجموعة روايات محمد ديب', price: [2_000, 5_000] },
    { fr: 'Livres parascolaires BAC sciences', ar: 'كتب شبه مدرسية بكالوريا علوم', price: [1_500, 4_000] },
    { fr: 'Manuels de médecine', ar: 'كتب طب', price: [3_000, 10_000] },
    { fr: 'Collection de bandes dessinées', ar: 'مجموعة قصص مصورة', price: [2_500, 8_000] },
  ],
  1005: [
    { fr: 'Voiture électrique pour enfant', ar: 'سيارة كهربائية للأطفال', price: [25_000, 50_000] },
    { fr: 'Lego Technic', ar: 'ليغو تكنيك', price: [8_000, 20_000] },
    { fr: 'Trottinette enfant', ar: 'سكوتر أطفال', price: [4_000, 9_000] },
    { fr: 'Poupée et accessoires', ar: 'دمية مع ملحقاتها', price: [2_500, 6_000] },
  ],
  1007: [
    { fr: 'Tente 4 places', ar: 'خيمة 4 أشخاص', price: [8_000, 18_000] },
    { fr: 'Canne à pêche avec moulinet', ar: 'صنارة صيد مع البكرة', price: [4_000, 12_000] },
    { fr: 'Kayak de mer', ar: 'قارب كاياك', price: [45_000, 90_000] },
    { fr: 'Glacière 50 L', ar: 'صندوق تبريد 50 لتر', price: [5_000, 10_000] },
  ],
  1008: [
    { fr: 'Pièces de monnaie anciennes', ar: 'قطع نقدية قديمة', price: [3_000, 30_000] },
    { fr: 'Timbres algériens 1962–1980', ar: 'طوابع جزائرية قديمة', price: [2_000, 15_000] },
    { fr: 'Radio ancienne à lampes', ar: 'راديو قديم', price: [6_000, 20_000] },
  ],
  1009: [
    { fr: 'Poterie kabyle peinte à la main', ar: 'فخار قبائلي مرسوم باليد', price: [2_500, 9_000] },
    { fr: 'Tableau peinture à l’huile', ar: 'لوحة زيتية', price: [8_000, 50_000] },
    { fr: 'Bijoux berbères en argent', ar: 'حلي أمازيغية فضية', price: [8_000, 35_000] },
    { fr: 'Plateau en cuivre ciselé', ar: 'صينية نحاس منقوشة', price: [6_000, 25_000] },
  ],
  1301: [
    { fr: 'Couscous roulé à la main (5 kg)', ar: 'كسكس مفتول باليد (5 كغ)', price: [2_500, 4_500] },
    { fr: 'Frik de blé vert (1 kg)', ar: 'فريك القمح الأخضر (1 كغ)', price: [600, 1_200] },
    { fr: 'Smen traditionnel', ar: 'دهان (سمن) تقليدي', price: [2_000, 4_000] },
    { fr: 'Figues sèches de Béjaïa (1 kg)', ar: 'تين مجفف (1 كغ)', price: [1_200, 2_500] },
  ],
  1302: [
    { fr: 'Miel de jujubier (sidr)', ar: 'عسل السدر', dz: '3sel sidr', price: [8_000, 14_000], specs: { poids: '1' } },
    { fr: 'Miel d’eucalyptus', ar: 'عسل الكاليتوس', price: [4_000, 6_500], specs: { poids: '1' } },
    { fr: 'Miel de montagne de Kabylie', ar: 'عسل جبلي من القبائل', price: [5_000, 8_000], specs: { poids: '1' } },
    {
      fr: 'Miel toutes fleurs (pot de 500 g)',
      ar: 'عسل متعدد الأزهار (500 غ)',
      price: [2_000, 3_500],
      specs: { poids: '0.5' },
    },
  ],
  1303: [
    {
      fr: 'Huile d’olive extra vierge de Kabylie (bidon 5 L)',
      ar: 'زيت زيتون بكر من القبائل (5 لتر)',
      dz: 'zit zitoun 5 litres',
      price: [5_500, 8_000],
    },
    { fr: 'Huile d’olive de Jijel (1 L)', ar: 'زيت زيتون جيجل (1 لتر)', price: [1_100, 1_600] },
  ],
  1304: [
    {
      fr: 'Dattes Deglet Nour de Tolga (carton 5 kg)',
      ar: 'تمر دقلة نور طولقة (5 كغ)',
      price: [3_000, 5_500],
      specs: { poids: '5' },
    },
    { fr: 'Dattes Ghars (10 kg)', ar: 'تمر الغرس (10 كغ)', price: [2_500, 4_000], specs: { poids: '10' } },
    { fr: 'Dattes Mech Degla (1 kg)', ar: 'تمر مش دقلة (1 كغ)', price: [500, 900], specs: { poids: '1' } },
  ],
  1305: [
    {
      fr: 'Gâteaux traditionnels sur commande (baklawa, makrout)',
      ar: 'حلويات تقليدية حسب الطلب (بقلاوة، مقروط)',
      price: [80, 250],
    },
    { fr: 'Pièce montée pour mariage', ar: 'كعكة الأعراس', price: [15_000, 40_000] },
    { fr: 'Gâteau d’anniversaire personnalisé', ar: 'كعكة عيد ميلاد حسب الطلب', price: [3_000, 8_000] },
    { fr: 'Tcharek et mkhabez (le kilo)', ar: 'تشاراك ومخبز (الكيلو)', price: [2_500, 4_500] },
  ],
};

/** Animals: the species spec is required; no delivery for living animals. */
const ANIMALS: readonly Item[] = [
  { fr: 'Chiots berger allemand', ar: 'جراء كلب الراعي الألماني', price: [15_000, 60_000], specs: { espece: 'chien' } },
  { fr: 'Chat persan', ar: 'قط شيرازي', price: [8_000, 30_000], specs: { espece: 'chat' } },
  { fr: 'Canaris chanteurs', ar: 'طيور الكناري المغردة', price: [2_000, 6_000], specs: { espece: 'oiseau' } },
  { fr: 'Perroquet gris du Gabon', ar: 'ببغاء رمادي', price: [60_000, 150_000], specs: { espece: 'oiseau' } },
  {
    fr: 'Poissons d’aquarium avec bac',
    ar: 'أسماك زينة مع الحوض',
    price: [6_000, 25_000],
    specs: { espece: 'poisson' },
  },
  { fr: 'Jument arabe-barbe', ar: 'فرس عربي بربري', price: [300_000, 1_500_000], specs: { espece: 'cheval' } },
  {
    fr: 'Mouton de l’Aïd race Ouled Djellal',
    ar: 'كبش العيد سلالة أولاد جلال',
    dz: 'kebch l3id Ouled Djellal',
    price: [70_000, 160_000],
    specs: { espece: 'mouton' },
  },
];

/** Writers of the goods categories, by category id. */
export const GOODS_WRITERS: Record<number, FamilyWriter> = {
  ...Object.fromEntries(Object.entries(GOODS_ITEMS).map(([id, items]) => [Number(id), goodsWriter(items)])),
  1006: goodsWriter(ANIMALS),
};
