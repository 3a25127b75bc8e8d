import type { Random } from './random';

/** Men's first names, as Algerian members write them. */
// prettier-ignore
export const MALE_NAMES = [
  'Mohamed', 'Ahmed', 'Yacine', 'Karim', 'Amine', 'Sofiane', 'Rachid', 'Nassim', 'Walid', 'Mehdi',
  'Bilal', 'Hamza', 'Rafik', 'Samir', 'Nabil', 'Farid', 'Mourad', 'Lotfi', 'Djamel', 'Abdelkader',
  'Youcef', 'Anis', 'Riad', 'Islam', 'Oussama', 'Ayoub', 'Zakaria', 'Hichem', 'Khaled', 'Redouane',
  'Aymen', 'Fares', 'Salim', 'Kamel', 'Mustapha', 'Abderrahmane', 'Tarek', 'Lyes', 'Massinissa', 'Idir',
] as const;

/** Women's first names. */
// prettier-ignore
export const FEMALE_NAMES = [
  'Amina', 'Sarah', 'Lina', 'Meriem', 'Yasmine', 'Imane', 'Nesrine', 'Fatima', 'Khadidja', 'Soumia',
  'Nadia', 'Samira', 'Rym', 'Lamia', 'Houda', 'Asma', 'Chaima', 'Rania', 'Hanane', 'Nour',
  'Wissam', 'Kenza', 'Dounia', 'Feriel', 'Amel', 'Sabrina', 'Lydia', 'Kahina', 'Thiziri', 'Zineb',
] as const;

/** Family names from across the country. */
// prettier-ignore
export const LAST_NAMES = [
  'Benali', 'Haddad', 'Meziane', 'Bouzid', 'Cherif', 'Belkacem', 'Saadi', 'Mansouri', 'Hamidi', 'Khelifi',
  'Bensalem', 'Djebbar', 'Rahmani', 'Ouali', 'Amrani', 'Bouchama', 'Zerrouki', 'Brahimi', 'Ferhat', 'Kaci',
  'Messaoudi', 'Guerfi', 'Boukhari', 'Benaissa', 'Mebarki', 'Toumi', 'Lounis', 'Slimani', 'Chaouch', 'Bekkouche',
  'Hadj Ali', 'Benyahia', 'Zitouni', 'Belhadj', 'Mokrani', 'Hamadouche', 'Sahraoui', 'Laribi', 'Benmoussa', 'Taleb',
] as const;

/** Names professional sellers trade under (a car dealer, an agency, a phone shop). */
// prettier-ignore
const SHOP_NAMES = [
  'Auto Prestige', 'Immobilière El Djazair', 'Phone Store', 'Galaxy Mobile', 'Agence Essalam', 'Meubles Design',
  'Électro Confort', 'Bureau Conseil', 'Pièces Auto Express', 'Mode & Style', 'Sahara Voyages', 'Info Tech',
] as const;

/** A member drawn for the generated data: names, gender, birth date, phone. */
export interface GeneratedPerson {
  firstName: string;
  lastName: string;
  displayName: string;
  gender: 'MALE' | 'FEMALE';
  birthDate: string;
  phone: string;
}

/** Mobile prefixes of Mobilis (06), Djezzy (07) and Ooredoo (05) in use. */
// prettier-ignore
const MOBILE_PREFIXES = [
  '550', '551', '552', '553', '554', '555', '556', '557', '558', '559', '540', '541', '542', '560', '561', '661',
  '662', '663', '664', '665', '666', '667', '668', '669', '696', '697', '698', '699', '770', '771', '772', '773',
  '774', '775', '776', '777', '778', '779', '790', '791', '792', '793', '794', '795', '796', '797', '798', '799',
] as const;

/** Landline area codes by wilaya (after the 0); others use a code of their region's range. */
// prettier-ignore
const AREA_CODES: Record<number, string> = {
  16: '23', 31: '41', 25: '31', 19: '36', 9: '25', 23: '38', 15: '26', 6: '34', 13: '43', 5: '33',
  35: '24', 42: '24', 2: '27', 21: '38', 22: '48', 27: '45', 29: '45', 17: '27', 26: '25', 10: '26',
};

function digits(random: Random, count: number): string {
  let text = '';
  for (let i = 0; i < count; i += 1) text += String(random.int(0, 9));
  return text;
}

/** A mobile number in national form: 0 and 9 digits starting with 5, 6 or 7 ("0661234567"). */
export function mobileNumber(random: Random): string {
  return `0${random.pick(MOBILE_PREFIXES)}${digits(random, 6)}`;
}

/** A landline in national form: 0 and 8 digits starting with the area code ("023456789"). */
export function landlineNumber(random: Random, regionId: number): string {
  const code = AREA_CODES[regionId] ?? random.pick(['27', '29', '32', '35', '37', '46', '49']);
  return `0${code}${digits(random, 6)}`;
}

/** A member's names, gender, birth date and phone. */
export function drawPerson(random: Random, now: Date): GeneratedPerson {
  const gender = random.chance(0.62) ? 'MALE' : 'FEMALE';
  const firstName = random.pick(gender === 'MALE' ? MALE_NAMES : FEMALE_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const year = now.getUTCFullYear() - random.int(19, 62);
  const birthDate = `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  // Some members show their full name, some an initial, a few trade under a shop name.
  const style = random.weighted([
    ['full', 60],
    ['initial', 30],
    ['shop', 10],
  ] as const);
  const displayName =
    style === 'full'
      ? `${firstName} ${lastName}`
      : style === 'initial'
        ? `${firstName} ${lastName.charAt(0)}.`
        : random.pick(SHOP_NAMES);
  return { firstName, lastName, displayName, gender, birthDate, phone: mobileNumber(random) };
}

/** ASCII, lower case, words joined by underscores: a username part ("hadj_ali"). */
export function usernamePart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}
