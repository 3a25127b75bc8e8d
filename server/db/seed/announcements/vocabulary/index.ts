import type { CategoryModel } from '../../../../modules/catalog';
import { ELECTRONICS_WRITERS } from './electronics';
import { GOODS_WRITERS, goodsWriter } from './goods';
import { PROPERTY_WRITERS } from './property';
import type { FamilyWriter } from './types';
import { VEHICLE_WRITERS } from './vehicles';
import { WORK_WRITERS } from './work';

const WRITERS: Record<number, FamilyWriter> = {
  ...VEHICLE_WRITERS,
  ...PROPERTY_WRITERS,
  ...ELECTRONICS_WRITERS,
  ...GOODS_WRITERS,
  ...WORK_WRITERS,
};

const fallbacks = new Map<number, FamilyWriter>();

/**
 * The writer of a category's announcements. A category the vocabulary does not know yet (one
 * added to resources/catalog later) still gets announcements, named after the category.
 */
export function writerFor(category: CategoryModel): FamilyWriter {
  const writer = WRITERS[category.id];
  if (writer) return writer;
  let fallback = fallbacks.get(category.id);
  if (!fallback) {
    fallback = goodsWriter([{ fr: category.names.fr, ar: category.names.ar, price: [2_000, 60_000] }]);
    fallbacks.set(category.id, fallback);
  }
  return fallback;
}

/** Category ids the vocabulary writes for (tests check that every publishable category has one). */
export const WRITTEN_CATEGORY_IDS: ReadonlySet<number> = new Set(Object.keys(WRITERS).map(Number));

/**
 * How often each category is published relative to the others: cars, phones and flats lead,
 * as on every Algerian classifieds site. Categories not listed weigh 0.5.
 */
// prettier-ignore
export const CATEGORY_WEIGHTS: Readonly<Record<number, number>> = {
  101: 18, 102: 3, 103: 2.5, 104: 1, 105: 0.6, 106: 0.6, 107: 0.3, 108: 0.3,
  20101: 6, 20102: 2.5, 20103: 3, 20104: 1.2, 20105: 1.2, 20106: 0.3, 20107: 0.8,
  20201: 4, 20202: 1, 20203: 1, 20204: 0.6, 20205: 0.8, 20206: 1.5, 203: 0.5, 204: 0.3,
  301: 10, 302: 0.8, 303: 1.5, 304: 0.8, 305: 1.2, 306: 0.6, 307: 0.5, 308: 0.8, 309: 0.2,
  401: 3.5, 402: 1.2, 403: 1.5, 404: 0.8, 405: 0.5, 406: 0.5, 407: 0.4, 408: 0.8, 409: 1.5,
  501: 1.5, 502: 1.2, 503: 1, 504: 1.5, 505: 0.6, 506: 1.5, 507: 1, 508: 0.6, 509: 0.5,
  1401: 2, 1402: 1.2, 1403: 1.2, 1404: 0.8, 1405: 1, 1406: 0.5, 1407: 0.6,
  601: 1.5, 602: 2, 603: 0.8, 604: 1.5, 605: 1, 606: 0.8, 607: 0.8, 608: 0.8, 609: 1,
  701: 1.2, 702: 1, 703: 0.6, 704: 0.6, 705: 0.6, 706: 0.5, 707: 0.3, 708: 0.3, 709: 0.5,
  1101: 0.8, 1102: 1, 1103: 0.8, 1104: 0.4, 1105: 0.4, 1106: 0.5, 1107: 0.3, 1108: 0.5,
  1001: 0.8, 1002: 0.8, 1003: 0.5, 1004: 0.5, 1005: 0.5, 1006: 1.2, 1007: 0.3, 1008: 0.2, 1009: 0.3,
  801: 2, 802: 1, 803: 0.3, 804: 0.4,
  901: 1.2, 902: 0.6, 903: 0.4, 904: 0.8, 905: 0.6, 906: 0.3, 907: 0.4, 908: 0.3, 909: 0.5, 910: 0.6,
  1201: 0.5, 1202: 0.5, 1203: 0.3, 1204: 0.3,
  1301: 0.4, 1302: 0.4, 1303: 0.4, 1304: 0.3, 1305: 0.5,
};
