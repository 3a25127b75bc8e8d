import type { SpecValues } from '../../../../modules/announcements';
import { allowedValues, valueLabel } from '../specs';
import { CONDITION_WEIGHTS, CONDITION_WORDS, DZ_PRAISE, capitalize, say, tidy, usedPrice } from './common';
import { goodsWriter, type Item } from './goods';
import type { FamilyWriter } from './types';

/** Price of the phone new, in dinars, with its usual memory (RAM, storage) in the catalog's codenames. */
const PHONES: Record<string, readonly [priceDa: number, ram: string, storage: string]> = {
  'samsung-galaxy-a05s': [24_000, '4go', '64go'],
  'samsung-galaxy-a15': [32_000, '6go', '128go'],
  'samsung-galaxy-a25': [45_000, '6go', '128go'],
  'samsung-galaxy-a35': [58_000, '8go', '256go'],
  'samsung-galaxy-a55': [75_000, '8go', '256go'],
  'samsung-galaxy-s23': [120_000, '8go', '256go'],
  'samsung-galaxy-s24': [150_000, '8go', '256go'],
  'samsung-galaxy-s24-ultra': [230_000, '12go', '512go'],
  'samsung-galaxy-z-flip5': [150_000, '8go', '256go'],
  'samsung-galaxy-z-fold5': [260_000, '12go', '512go'],
  'apple-iphone-11': [60_000, '4go', '128go'],
  'apple-iphone-12': [75_000, '4go', '128go'],
  'apple-iphone-13': [95_000, '4go', '128go'],
  'apple-iphone-14': [115_000, '6go', '128go'],
  'apple-iphone-14-pro-max': [170_000, '6go', '256go'],
  'apple-iphone-15': [140_000, '6go', '128go'],
  'apple-iphone-15-pro': [190_000, '8go', '256go'],
  'apple-iphone-15-pro-max': [230_000, '8go', '256go'],
  'apple-iphone-16': [180_000, '8go', '128go'],
  'apple-iphone-16-pro-max': [290_000, '8go', '256go'],
  'xiaomi-redmi-13c': [22_000, '4go', '128go'],
  'xiaomi-redmi-note-12': [33_000, '6go', '128go'],
  'xiaomi-redmi-note-13': [38_000, '8go', '256go'],
  'xiaomi-redmi-note-13-pro': [55_000, '8go', '256go'],
  'xiaomi-poco-x6-pro': [62_000, '12go', '512go'],
  'xiaomi-14': [130_000, '12go', '512go'],
  'oppo-a18': [22_000, '4go', '128go'],
  'oppo-a58': [33_000, '6go', '128go'],
  'oppo-a78': [42_000, '8go', '256go'],
  'oppo-reno-11': [75_000, '12go', '256go'],
  'realme-c53': [27_000, '6go', '128go'],
  'realme-c67': [34_000, '8go', '256go'],
  'realme-11-pro': [55_000, '8go', '256go'],
  'realme-12-pro': [65_000, '12go', '256go'],
  'huawei-nova-11': [60_000, '8go', '256go'],
  'huawei-nova-12': [70_000, '8go', '256go'],
  'huawei-p60-pro': [150_000, '8go', '256go'],
  'honor-x7b': [33_000, '6go', '128go'],
  'honor-x8b': [42_000, '8go', '256go'],
  'honor-90': [70_000, '12go', '256go'],
  'honor-magic6-pro': [160_000, '12go', '512go'],
  'infinix-smart-8': [17_000, '3go', '64go'],
  'infinix-hot-40': [25_000, '8go', '128go'],
  'infinix-hot-40-pro': [30_000, '8go', '256go'],
  'infinix-note-40': [38_000, '8go', '256go'],
  'tecno-spark-20': [22_000, '8go', '128go'],
  'tecno-spark-20-pro': [28_000, '8go', '256go'],
  'tecno-camon-20': [38_000, '8go', '256go'],
  'vivo-y17s': [22_000, '4go', '128go'],
  'vivo-y36': [32_000, '8go', '128go'],
  'vivo-v29': [65_000, '12go', '256go'],
  'nokia-105': [3_500, '2go', '16go'],
  'nokia-110': [4_500, '2go', '16go'],
  'nokia-g21': [20_000, '4go', '64go'],
  'nokia-g22': [23_000, '4go', '64go'],
  'google-pixel-7': [65_000, '8go', '128go'],
  'google-pixel-7a': [60_000, '8go', '128go'],
  'google-pixel-8': [95_000, '8go', '128go'],
  'google-pixel-8-pro': [130_000, '12go', '256go'],
};

/** Brands by how often their phones are sold here. */
const PHONE_BRAND_WEIGHTS: Record<string, number> = {
  samsung: 30,
  apple: 22,
  xiaomi: 18,
  oppo: 6,
  realme: 5,
  huawei: 3,
  honor: 4,
  infinix: 4,
  tecno: 3,
  vivo: 2,
  nokia: 1,
  google: 1,
  condor: 1,
  autre: 0.3,
};

/** Memory as written in titles: "128 Go", "1 To". */
function memoryName(codename: string): string {
  return codename.replace(/go$/, ' Go').replace(/to$/, ' To');
}

/** Smartphones: brand and model from the catalog (the model follows the brand), memory, condition. */
const smartphones: FamilyWriter = (context) => {
  const { random, lang, catalog } = context;
  const specs: SpecValues = {};
  const brands = allowedValues(catalog, 'marque_telephone', specs);
  const brand = random.weighted(brands.map((b) => [b, PHONE_BRAND_WEIGHTS[b] ?? 0.5] as const));
  specs.marque_telephone = brand;
  const models = allowedValues(catalog, 'modele_telephone', specs).filter((m) => m !== 'autre');
  const model = models.length > 0 ? random.pick(models) : 'autre';
  specs.modele_telephone = model;
  const [newPrice, ram, storage] = PHONES[model] ?? [25_000, '4go', '64go'];
  const condition = random.weighted(CONDITION_WEIGHTS);
  specs.etat = condition;
  // A bigger storage version now and then, a little dearer.
  const storages = allowedValues(catalog, 'stockage', specs);
  const bigger = storages[storages.indexOf(storage) + 1];
  const chosenStorage = bigger && random.chance(0.25) ? bigger : storage;
  specs.stockage = chosenStorage;
  if (brand !== 'apple' || random.chance(0.2)) specs.ram = ram;
  specs.double_sim = brand === 'apple' ? 'false' : 'true';
  const underWarranty = condition.startsWith('neuf') || (condition === 'comme_neuf' && random.chance(0.4));
  specs.sous_garantie = underWarranty ? 'true' : 'false';
  if (underWarranty) specs.duree_garantie = String(random.pick([3, 6, 12, 12, 24]));
  const price = usedPrice(random, newPrice * (chosenStorage === storage ? 1 : 1.12), condition);
  const brandName = valueLabel(catalog, 'marque_telephone', brand, 'fr');
  const modelName = model === 'autre' ? brandName : valueLabel(catalog, 'modele_telephone', model, 'fr');
  // "iPhone 15" and "Xiaomi 14" need no brand in front; "Galaxy A15" does.
  const full =
    model.startsWith('apple') || model === 'autre' || modelName.toLowerCase().startsWith(brandName.toLowerCase())
      ? modelName
      : `${brandName} ${modelName}`;
  const memory = memoryName(chosenStorage);
  const battery = random.int(78, 100);
  const conditionText = say(lang, CONDITION_WORDS[condition]!);
  const title =
    lang === 'ar'
      ? random.pick([`${full} ${memory} ${conditionText}`, `للبيع ${full} ${memory}`, `هاتف ${full} ${conditionText}`])
      : lang === 'dz'
        ? random.pick([
            `${modelName} ${memory.replace(' ', '')} ${random.pick(DZ_PRAISE)}`,
            `${full} ${conditionText}`,
            `${modelName} batterie ${battery}% ${random.pick(DZ_PRAISE)}`,
          ])
        : random.pick([
            `${full} ${memory} ${conditionText}`,
            `Vends ${full} ${memory}`,
            `${full} ${memory} – ${conditionText}`,
          ]);
  const lines: string[] = [];
  if (lang === 'ar') {
    lines.push(`${full} سعة ${memory}، ${conditionText}.`);
    if (model.startsWith('apple')) lines.push(`صحة البطارية ${battery}%، Face ID يعمل.`);
    lines.push(random.pick(['مع العلبة والشاحن الأصلي.', 'بدون أي خدش، لم يتم فتحه أبدا.', 'مع واقي الشاشة والغطاء.']));
  } else if (lang === 'dz') {
    lines.push(`${full} ${memory}, ${conditionText}${model.startsWith('apple') ? `, batterie ${battery}%` : ''}.`);
    lines.push(
      random.pick([
        'm3a la boîte w chargeur original.',
        'ma mahlolch, ma fih hta khdcha.',
        'kolech yekhdem, face id ok.',
      ]),
    );
  } else {
    lines.push(
      `${full} ${memory}, ${conditionText}${model.startsWith('apple') ? `, santé batterie ${battery} %` : ''}.`,
    );
    lines.push(
      random.pick([
        'Avec boîte et chargeur d’origine.',
        'Aucune rayure, jamais ouvert ni réparé.',
        'Vendu avec coque et verre trempé.',
        'Débloqué tous opérateurs (Mobilis, Djezzy, Ooredoo).',
      ]),
    );
  }
  return {
    title: capitalize(tidy(title)),
    lines: lines.map(tidy),
    specs,
    price: {
      amountDa: price,
      unit: 'UNIT',
      type: random.weighted([
        ['NEGOTIABLE', 50],
        ['FIXED', 40],
        ['OFFERED', 10],
      ] as const),
    },
    quantity: condition === 'neuf_scelle' && random.chance(0.3) ? random.int(2, 20) : 1,
    optionalSpecs: 0,
  };
};

/** Laptop models by catalog brand: name, price new in dinars, processor, RAM, storage, screen. */
const LAPTOPS: Record<string, readonly (readonly [string, number, string, string, string, number])[]> = {
  hp: [
    ['HP ProBook 450 G8', 120_000, 'intel_core_i5', '8go', '256go', 15.6],
    ['HP EliteBook 840 G6', 95_000, 'intel_core_i5', '16go', '512go', 14],
    ['HP Victus 15', 150_000, 'amd_ryzen_5', '16go', '512go', 15.6],
    ['HP 250 G9', 75_000, 'intel_core_i3', '8go', '256go', 15.6],
  ],
  dell: [
    ['Dell Latitude 5420', 110_000, 'intel_core_i5', '16go', '256go', 14],
    ['Dell XPS 13', 220_000, 'intel_core_i7', '16go', '512go', 13.3],
    ['Dell Inspiron 15 3520', 90_000, 'intel_core_i5', '8go', '512go', 15.6],
  ],
  lenovo: [
    ['Lenovo ThinkPad T480', 70_000, 'intel_core_i5', '8go', '256go', 14],
    ['Lenovo IdeaPad 3', 80_000, 'amd_ryzen_5', '8go', '512go', 15.6],
    ['Lenovo Legion 5', 230_000, 'amd_ryzen_7', '16go', '1to', 15.6],
  ],
  asus: [
    ['Asus VivoBook 15', 85_000, 'intel_core_i5', '8go', '512go', 15.6],
    ['Asus TUF Gaming F15', 170_000, 'intel_core_i7', '16go', '512go', 15.6],
    ['Asus ROG Strix G15', 250_000, 'amd_ryzen_9', '16go', '1to', 15.6],
  ],
  acer: [
    ['Acer Aspire 5', 85_000, 'intel_core_i5', '8go', '512go', 15.6],
    ['Acer Nitro 5', 160_000, 'intel_core_i7', '16go', '512go', 15.6],
  ],
  apple: [
    ['MacBook Air M1', 140_000, 'apple_m1', '8go', '256go', 13.3],
    ['MacBook Air M2', 190_000, 'apple_m2', '8go', '256go', 13.6],
    ['MacBook Pro 14 M3', 330_000, 'apple_m3', '16go', '512go', 14.2],
  ],
  msi: [
    ['MSI GF63 Thin', 140_000, 'intel_core_i5', '16go', '512go', 15.6],
    ['MSI Katana 15', 200_000, 'intel_core_i7', '16go', '1to', 15.6],
  ],
  toshiba: [['Toshiba Satellite C50', 45_000, 'intel_core_i3', '4go', '512go', 15.6]],
  samsung: [['Samsung Galaxy Book3', 150_000, 'intel_core_i5', '8go', '512go', 15.6]],
  autre: [['PC portable', 50_000, 'intel_core_i3', '4go', '256go', 15.6]],
};

/** Laptops: brand from the catalog, a model of ours with consistent processor, memory and screen. */
const laptops: FamilyWriter = (context) => {
  const { random, lang, catalog } = context;
  const brands = allowedValues(catalog, 'marque_ordinateur', {});
  const brand = random.weighted(
    brands.map((b) => [b, b === 'autre' ? 0.3 : ['hp', 'dell', 'lenovo', 'asus'].includes(b) ? 4 : 1.5] as const),
  );
  const [name, newPrice, cpu, ram, storage, screen] = random.pick(LAPTOPS[brand] ?? LAPTOPS.autre!);
  const condition = random.weighted(CONDITION_WEIGHTS);
  const specs: SpecValues = {
    etat: condition,
    marque_ordinateur: brand,
    processeur: cpu,
    ram,
    stockage: storage,
    type_stockage: random.chance(0.85) ? 'ssd' : 'ssd_hdd',
    taille_ecran: String(screen),
  };
  const conditionText = say(lang, CONDITION_WORDS[condition]!);
  const cpuText = valueLabel(catalog, 'processeur', cpu, 'fr');
  const specsText = `${cpuText}, ${memoryName(ram)} RAM, SSD ${memoryName(storage)}, ${screen}"`;
  const title =
    lang === 'ar'
      ? random.pick([`حاسوب محمول ${name} ${conditionText}`, `للبيع ${name} ${cpuText}`])
      : lang === 'dz'
        ? `${name} ${cpuText} ${random.pick(DZ_PRAISE)}`
        : random.pick([
            `${name} ${cpuText} ${memoryName(ram)}`,
            `PC portable ${name} ${conditionText}`,
            `Vends ${name}`,
          ]);
  const lines =
    lang === 'ar'
      ? [
          `${name}: ${specsText}.`,
          random.pick(['البطارية جيدة، مع الشاحن.', 'مثالي للدراسة والعمل.', 'مناسب للألعاب والمونتاج.']),
        ]
      : lang === 'dz'
        ? [
            `${name}: ${specsText}, ${conditionText}.`,
            random.pick(['batterie ttawel.', 'yesla7 l gaming w montage.', 'm3a chargeur w sac.']),
          ]
        : [
            `${name} : ${specsText}, ${conditionText}.`,
            random.pick([
              'Batterie en bon état, chargeur d’origine.',
              'Idéal études et bureautique.',
              'Parfait pour le gaming et le montage vidéo.',
              'Windows 11 installé et activé.',
            ]),
          ];
  return {
    title: capitalize(tidy(title)),
    lines: lines.map(tidy),
    specs,
    price: {
      amountDa: usedPrice(random, newPrice, condition),
      unit: 'UNIT',
      type: random.chance(0.6) ? 'NEGOTIABLE' : 'FIXED',
    },
    optionalSpecs: 0,
  };
};

/** Items of the other phone and computing categories. */
const ITEMS: Record<number, readonly Item[]> = {
  302: [
    {
      fr: 'Nokia 105',
      ar: 'نوكيا 105',
      price: [3_500, 4_500],
      specs: { marque_telephone: 'nokia', double_sim: 'true' },
    },
    { fr: 'Nokia 110 4G', ar: 'نوكيا 110', price: [4_500, 6_000], specs: { marque_telephone: 'nokia' } },
    {
      fr: 'Téléphone à clapet Condor',
      ar: 'هاتف قلاب كوندور',
      price: [3_000, 5_000],
      specs: { marque_telephone: 'condor' },
    },
    { fr: 'Téléphone senior grosses touches', ar: 'هاتف لكبار السن بأزرار كبيرة', price: [3_500, 6_500] },
  ],
  303: [
    {
      fr: 'Samsung Galaxy Tab A9',
      ar: 'سامسونغ غالاكسي تاب A9',
      price: [28_000, 38_000],
      specs: { marque_telephone: 'samsung', taille_ecran: '8.7', ram: '4go', stockage: '64go' },
    },
    {
      fr: 'Samsung Galaxy Tab S9',
      ar: 'سامسونغ غالاكسي تاب S9',
      price: [120_000, 150_000],
      specs: { marque_telephone: 'samsung', taille_ecran: '11', ram: '8go', stockage: '128go' },
    },
    {
      fr: 'iPad 9e génération 64 Go',
      ar: 'آيباد الجيل التاسع 64 جيغا',
      price: [55_000, 70_000],
      specs: { marque_telephone: 'apple', taille_ecran: '10.2', stockage: '64go' },
    },
    {
      fr: 'iPad Air M1',
      ar: 'آيباد آير M1',
      price: [95_000, 120_000],
      specs: { marque_telephone: 'apple', taille_ecran: '10.9', stockage: '64go' },
    },
    {
      fr: 'Xiaomi Pad 6',
      ar: 'شاومي باد 6',
      price: [60_000, 75_000],
      specs: { marque_telephone: 'xiaomi', taille_ecran: '11', ram: '8go', stockage: '256go' },
    },
    { fr: 'Tablette éducative enfant', ar: 'لوحة تعليمية للأطفال', price: [9_000, 15_000] },
  ],
  304: [
    {
      fr: 'Apple Watch Series 9',
      ar: 'ساعة آبل الجيل 9',
      price: [70_000, 90_000],
      specs: { marque_telephone: 'apple' },
    },
    {
      fr: 'Samsung Galaxy Watch 6',
      ar: 'سامسونغ غالاكسي واتش 6',
      price: [40_000, 55_000],
      specs: { marque_telephone: 'samsung' },
    },
    {
      fr: 'Xiaomi Redmi Watch 3',
      ar: 'شاومي ريدمي واتش 3',
      price: [9_000, 13_000],
      specs: { marque_telephone: 'xiaomi' },
    },
    { fr: 'Huawei Watch GT 4', ar: 'هواوي واتش GT 4', price: [35_000, 48_000], specs: { marque_telephone: 'huawei' } },
  ],
  305: [
    { fr: 'AirPods Pro 2', ar: 'إيربودز برو 2', price: [35_000, 48_000] },
    { fr: 'Samsung Galaxy Buds 2', ar: 'سماعات سامسونغ بادز 2', price: [12_000, 18_000] },
    { fr: 'Enceinte JBL Flip 6', ar: 'مكبر صوت JBL Flip 6', price: [18_000, 26_000] },
    { fr: 'Casque JBL Tune 520BT', ar: 'سماعة JBL Tune 520', price: [8_000, 12_000] },
    { fr: 'Redmi Buds 5', ar: 'سماعات ريدمي بادز 5', price: [5_000, 8_000] },
  ],
  306: [
    { fr: 'Chargeur rapide Samsung 25 W original', ar: 'شاحن سريع سامسونغ 25 واط أصلي', price: [2_000, 3_500] },
    { fr: 'Câble USB-C vers Lightning Apple', ar: 'كابل آبل USB-C', price: [1_500, 3_000] },
    { fr: 'Power bank Anker 20 000 mAh', ar: 'بطارية متنقلة أنكر 20000', price: [5_000, 8_000] },
    { fr: 'Chargeur voiture double USB', ar: 'شاحن سيارة مزدوج', price: [800, 1_500] },
  ],
  307: [
    { fr: 'Coque iPhone 15 Pro MagSafe', ar: 'غطاء آيفون 15 برو', price: [1_200, 3_000] },
    { fr: 'Verre trempé Samsung A55', ar: 'واقي شاشة زجاجي سامسونغ A55', price: [400, 1_000] },
    { fr: 'Étui portefeuille en cuir', ar: 'غطاء جلدي محفظة', price: [1_000, 2_500] },
  ],
  308: [
    { fr: 'Écran iPhone 11 original', ar: 'شاشة آيفون 11 أصلية', price: [9_000, 14_000] },
    { fr: 'Batterie Samsung A52', ar: 'بطارية سامسونغ A52', price: [2_500, 4_000] },
    { fr: 'Nappe de charge Redmi Note 12', ar: 'منفذ شحن ريدمي نوت 12', price: [800, 1_800] },
    { fr: 'Vitre arrière iPhone 13', ar: 'زجاج خلفي آيفون 13', price: [2_500, 4_500] },
  ],
  309: [
    { fr: 'Téléphone fixe sans fil Panasonic', ar: 'هاتف ثابت لاسلكي باناسونيك', price: [5_000, 9_000] },
    { fr: 'Téléphone fixe Alcatel', ar: 'هاتف ثابت ألكاتيل', price: [2_500, 4_500] },
    { fr: 'Standard téléphonique 8 postes', ar: 'مقسم هاتفي 8 خطوط', price: [25_000, 45_000] },
  ],
  402: [
    {
      fr: 'PC gamer i5-12400F RTX 3060',
      ar: 'حاسوب ألعاب i5 مع RTX 3060',
      price: [150_000, 190_000],
      specs: { processeur: 'intel_core_i5', ram: '16go', stockage: '512go', type_stockage: 'ssd' },
    },
    {
      fr: 'Unité centrale HP EliteDesk i5',
      ar: 'وحدة مركزية HP EliteDesk i5',
      price: [35_000, 50_000],
      specs: { processeur: 'intel_core_i5', ram: '8go', stockage: '256go', type_stockage: 'ssd' },
    },
    {
      fr: 'iMac 24 pouces M1',
      ar: 'آيماك 24 بوصة M1',
      price: [180_000, 230_000],
      specs: { processeur: 'apple_m1', ram: '8go', stockage: '256go', type_stockage: 'ssd' },
    },
    {
      fr: 'PC de bureau Dell OptiPlex 7050 complet',
      ar: 'حاسوب مكتبي ديل كامل مع الشاشة',
      price: [40_000, 60_000],
      specs: { processeur: 'intel_core_i7', ram: '16go', stockage: '512go', type_stockage: 'ssd_hdd' },
    },
  ],
  403: [
    { fr: 'Carte graphique RTX 3060 12 Go', ar: 'كرت شاشة RTX 3060', price: [55_000, 70_000] },
    { fr: 'Carte graphique RTX 4060 Ti', ar: 'كرت شاشة RTX 4060 Ti', price: [85_000, 110_000] },
    { fr: 'Processeur Ryzen 5 5600X', ar: 'معالج رايزن 5 5600X', price: [22_000, 30_000] },
    { fr: 'Barrette RAM 16 Go DDR4 3200', ar: 'ذاكرة رام 16 جيغا DDR4', price: [6_000, 9_000] },
    { fr: 'SSD NVMe 1 To Samsung 980', ar: 'قرص SSD NVMe 1 تيرا', price: [12_000, 17_000] },
    { fr: 'Alimentation 650 W 80+ Bronze', ar: 'مزود طاقة 650 واط', price: [9_000, 13_000] },
    { fr: 'Carte mère B550 Asus', ar: 'لوحة أم B550', price: [20_000, 28_000] },
  ],
  404: [
    {
      fr: 'Écran Samsung 24 pouces 75 Hz',
      ar: 'شاشة سامسونغ 24 بوصة',
      price: [22_000, 28_000],
      specs: { taille_ecran: '24' },
    },
    {
      fr: 'Écran gaming 27 pouces 165 Hz',
      ar: 'شاشة ألعاب 27 بوصة 165 هرتز',
      price: [45_000, 60_000],
      specs: { taille_ecran: '27' },
    },
    { fr: 'Écran Dell 22 pouces', ar: 'شاشة ديل 22 بوصة', price: [14_000, 19_000], specs: { taille_ecran: '22' } },
  ],
  405: [
    { fr: 'Imprimante HP LaserJet Pro M404', ar: 'طابعة HP ليزر', price: [45_000, 60_000] },
    { fr: 'Imprimante Epson EcoTank L3250', ar: 'طابعة إبسون إيكوتانك', price: [35_000, 45_000] },
    { fr: 'Canon Pixma G3411 multifonction', ar: 'طابعة كانون متعددة الوظائف', price: [28_000, 36_000] },
  ],
  406: [
    { fr: 'Routeur TP-Link Archer C6', ar: 'راوتر تي بي لينك', price: [6_000, 9_000] },
    { fr: 'Modem 4G LTE', ar: 'مودم 4G', price: [7_000, 12_000] },
    { fr: 'Switch 24 ports gigabit', ar: 'سويتش 24 منفذ', price: [15_000, 25_000] },
    { fr: 'Modem Idoom Fibre', ar: 'مودم اتصالات الجزائر فيبر', price: [4_000, 7_000] },
  ],
  407: [
    {
      fr: 'Disque dur externe WD 1 To',
      ar: 'قرص صلب خارجي 1 تيرا',
      price: [8_000, 11_000],
      specs: { stockage: '1to' },
    },
    { fr: 'Clé USB SanDisk 64 Go', ar: 'فلاش ديسك 64 جيغا', price: [1_200, 2_000], specs: { stockage: '64go' } },
    {
      fr: 'SSD externe Samsung T7 500 Go',
      ar: 'SSD خارجي سامسونغ 500 جيغا',
      price: [12_000, 16_000],
      specs: { stockage: '512go' },
    },
    { fr: 'Disque dur 2 To Seagate', ar: 'قرص صلب 2 تيرا', price: [11_000, 15_000], specs: { stockage: '2to' } },
  ],
  408: [
    { fr: 'Clavier mécanique Redragon', ar: 'لوحة مفاتيح ميكانيكية ريدراغون', price: [5_000, 9_000] },
    { fr: 'Souris Logitech G102', ar: 'فأرة لوجيتك G102', price: [2_500, 4_000] },
    { fr: 'Casque gaming HyperX Cloud II', ar: 'سماعة ألعاب هايبر إكس', price: [9_000, 14_000] },
    { fr: 'Webcam Logitech C920', ar: 'كاميرا ويب لوجيتك', price: [8_000, 12_000] },
  ],
  409: [
    { fr: 'PS5 Slim avec 2 manettes', ar: 'بلايستيشن 5 سليم مع يدين', price: [105_000, 130_000] },
    { fr: 'PS4 Pro 1 To', ar: 'بلايستيشن 4 برو 1 تيرا', price: [45_000, 60_000] },
    { fr: 'Xbox Series X', ar: 'إكس بوكس سيريس X', price: [100_000, 125_000] },
    { fr: 'Nintendo Switch OLED', ar: 'نينتندو سويتش OLED', price: [60_000, 75_000] },
    { fr: 'Manette PS5 DualSense', ar: 'يد تحكم بلايستيشن 5', price: [9_000, 13_000] },
    { fr: 'Jeu EA Sports FC 25 PS5', ar: 'لعبة FC 25 بلايستيشن 5', price: [6_000, 9_000] },
  ],
};

/** Writers of the phone and computing categories, by category id. */
export const ELECTRONICS_WRITERS: Record<number, FamilyWriter> = {
  301: smartphones,
  401: laptops,
  ...Object.fromEntries(Object.entries(ITEMS).map(([id, items]) => [Number(id), goodsWriter(items)])),
};
