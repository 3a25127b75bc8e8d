import { createHash } from 'node:crypto';
import slugify from '@sindresorhus/slugify';
import { validateAnnouncementForm, expectsPrice } from '../../../shared/domain/announcement-form';
import { ANNOUNCEMENT_LIMITS, priceDaOf } from '../../../shared/domain/announcements';
import { ErrorCode } from '../../../shared/domain/errors';
import type {
  DeliveryType,
  ExchangeType,
  PaymentMethod,
  PriceType,
  PriceUnit,
} from '../../../shared/domain/marketplace';
import { normalizePhone } from '../../../shared/domain/phone';
import { failure, type RuleFailure } from '../../../shared/domain/validation';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import type { AnnouncementInput } from '../../graphql/resolvers.generated';
import { loadCatalog } from '../catalog';
import { loadGeo } from '../geo';
import { parseReferenceId } from '../geo';
import { buildSearchText, normalizeSearchText } from '../search';
import { fieldErrors } from '../users';
import type { SpecValues } from './announcements.tables';
import { validateSpecs, validateVariantSpecs } from './spec-rules';

/** A checked publishing form, ready to be written. Money in whole dinars. */
export interface AnnouncementDraft {
  title: string;
  slug: string;
  description: string;
  categoryId: number;
  price: number | null;
  oldPrice: number | null;
  priceType: PriceType | null;
  priceUnit: PriceUnit;
  exchangeType: ExchangeType;
  hasDelivery: boolean;
  deliveryType: DeliveryType | null;
  paymentMethod: PaymentMethod | null;
  quantity: number | null;
  specs: SpecValues;
  cityIds: number[];
  regionIds: number[];
  streetName: string | null;
  phones: { phone: string; hasViber: boolean; hasWhatsapp: boolean; hasTelegram: boolean }[];
  hasEmail: boolean;
  isCommentEnabled: boolean;
  mediaIds: string[];
  orderExternalUrl: string | null;
  variants: {
    hash: string;
    specs: SpecValues;
    price: number | null;
    oldPrice: number | null;
    quantity: number | null;
  }[];
  searchText: string;
  /** The normalised words of the title and search text, for the search's vocabulary. */
  words: string[];
}

// Control characters other than line feed and tab: pasted text brings them, nobody means them.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** One line of text: trimmed, inner runs of spaces collapsed. */
const oneLine = (text: string | null | undefined): string | null => {
  const cleaned = (text ?? '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return cleaned === '' ? null : cleaned;
};

/** Several lines of text: Windows line ends folded, at most two blank lines in a row. */
const paragraphs = (text: string | null | undefined): string | null => {
  const cleaned = (text ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cleaned === '' ? null : cleaned;
};

/** The refused form, as ANNOUNCEMENT/FORM_VALIDATION_ERROR with each field's message in the caller's language. */
export function announcementFormError(failures: readonly RuleFailure[]): AppError {
  return new AppError(ErrorCode.ANNOUNCEMENT_FORM_VALIDATION_ERROR, text('announcements.formValidation'), {
    fields: fieldErrors(failures),
  });
}

/** The digest that identifies a variant's combination of values, whatever their order. */
export function variantHash(specs: SpecValues): string {
  const canonical = Object.keys(specs)
    .sort()
    .map((key) => [key, specs[key]]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex').slice(0, 16);
}

/**
 * Reads and checks the publishing form against the rules (shared/domain/announcement-form.ts),
 * the category (publishable, price units, exchange, delivery), its specifications and the
 * places. Throws PUBLISH/CATEGORY_FORBIDDEN for a category that takes no announcement, and
 * ANNOUNCEMENT/FORM_VALIDATION_ERROR listing every refused field.
 */
export async function readAnnouncementForm(deps: Deps, input: AnnouncementInput): Promise<AnnouncementDraft> {
  const [catalog, geo] = await Promise.all([loadCatalog(deps), loadGeo(deps)]);
  const failures: RuleFailure[] = [];

  const categoryId = input.categoryId ? parseReferenceId(input.categoryId, 'categoryId') : null;
  const category = categoryId !== null ? (catalog.categoriesById.get(categoryId) ?? null) : null;
  if (category && (!category.isPublishable || !category.active)) {
    throw new AppError(ErrorCode.PUBLISH_CATEGORY_FORBIDDEN, text('announcements.publishCategoryForbidden'));
  }

  const title = oneLine(input.title);
  const description = paragraphs(input.description);
  const phones = (input.phones ?? []).map((entry) => ({ ...entry, phone: entry.phone.trim() }));
  const cityInputs = input.cityIds ?? [];
  failures.push(
    ...validateAnnouncementForm(
      {
        ...input,
        title,
        description,
        phones,
        cityIds: cityInputs,
        streetName: oneLine(input.streetName),
        orderExternalUrl: oneLine(input.orderExternalUrl),
      },
      category,
    ),
  );
  if (input.categoryId && !category) failures.push(failure('categoryId', 'exists'));

  // Communes: each implies its wilaya; unknown ones are refused.
  const cityIds: number[] = [];
  for (const raw of cityInputs) {
    const id = /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : -1;
    if (!geo.citiesById.has(id)) {
      if (!failures.some((f) => f.field === 'cityIds')) failures.push(failure('cityIds', 'exists'));
    } else if (!cityIds.includes(id)) cityIds.push(id);
  }
  const regionIds = [...new Set(cityIds.map((id) => geo.citiesById.get(id)!.regionId))];

  const today = deps.now();
  let specs: SpecValues = {};
  if (category) {
    const checked = validateSpecs(catalog, category.id, input.specs ?? [], today);
    specs = checked.specs;
    failures.push(...checked.failures);
  }

  const priceUnit: PriceUnit = input.priceUnit ?? category?.priceUnits[0] ?? 'UNIT';
  const withPrice = expectsPrice({ priceUnit, priceType: input.priceType ?? null });
  const variants: AnnouncementDraft['variants'] = [];
  if (category) {
    if ((input.variants ?? []).length > ANNOUNCEMENT_LIMITS.variantsMax) {
      failures.push(failure('variants', 'max_items', { n: ANNOUNCEMENT_LIMITS.variantsMax }));
    }
    for (const [index, variant] of (input.variants ?? []).slice(0, ANNOUNCEMENT_LIMITS.variantsMax).entries()) {
      const prefix = `variants.${index}`;
      const checked = validateVariantSpecs(catalog, category.id, variant.specs, today, prefix);
      failures.push(...checked.failures);
      const hash = variantHash(checked.specs);
      if (checked.failures.length === 0 && variants.some((v) => v.hash === hash)) {
        failures.push(failure(`${prefix}.specs`, 'one_of', { values: 'unique' }));
      }
      if (variant.price != null && variant.price < 0)
        failures.push(failure(`${prefix}.price`, 'min_value', { min: 0 }));
      if (variant.quantity != null && variant.quantity < 0) {
        failures.push(failure(`${prefix}.quantity`, 'min_value', { min: 0 }));
      }
      variants.push({
        hash,
        specs: checked.specs,
        price: withPrice && variant.price != null ? priceDaOf(variant.price, priceUnit) : null,
        oldPrice: withPrice && variant.oldPrice != null ? priceDaOf(variant.oldPrice, priceUnit) : null,
        quantity: variant.quantity ?? null,
      });
    }
  }

  if (failures.length > 0 || !category || !title || !description) throw announcementFormError(failures);

  const searchText = buildSearchText({ title, categoryId: category.id, specs, cityIds }, catalog, geo);
  return {
    title,
    slug: slugify(title) || 'annonce',
    description,
    categoryId: category.id,
    price: withPrice && input.price != null ? priceDaOf(input.price, priceUnit) : null,
    oldPrice: withPrice && input.oldPrice != null ? priceDaOf(input.oldPrice, priceUnit) : null,
    priceType: input.priceType ?? null,
    priceUnit,
    exchangeType: input.exchangeType ?? 'NOT_EXCHANGEABLE',
    hasDelivery: input.hasDelivery === true,
    deliveryType: input.hasDelivery ? (input.deliveryType ?? null) : null,
    paymentMethod: input.paymentMethod ?? null,
    quantity: input.quantity ?? null,
    specs,
    cityIds,
    regionIds,
    streetName: oneLine(input.streetName),
    phones: phones.map((entry) => ({
      phone: normalizePhone(entry.phone)!,
      hasViber: entry.hasViber === true,
      hasWhatsapp: entry.hasWhatsapp === true,
      hasTelegram: entry.hasTelegram === true,
    })),
    hasEmail: input.hasEmail === true,
    isCommentEnabled: input.isCommentEnabled !== false,
    mediaIds: [...new Set(input.mediaIds ?? [])],
    orderExternalUrl: oneLine(input.orderExternalUrl),
    variants,
    searchText,
    words: [...new Set(normalizeSearchText(`${title} ${searchText}`).split(' '))].filter((w) => w.length > 1),
  };
}
