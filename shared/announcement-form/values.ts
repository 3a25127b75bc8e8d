import { datasetsFitting, validateAnnouncementForm } from '../domain/announcement-form';
import type { DeliveryType, ExchangeType, PaymentMethod, PriceType, PriceUnit } from '../domain/marketplace';
import { failure, type RuleFailure } from '../domain/validation';
import type { AnnouncementInput, AnnouncementSpecInput, AnnouncementVariantInput } from '../graphql/generated';
import type { FormCategory, FormPicture, FormSpecification, LoadedAnnouncement } from './api';

/** A commune of the announcement, with its wilaya's name for the list. */
export interface FormCity {
  id: string;
  name: string;
  regionName: string;
}

export interface FormPhone {
  phone: string;
  hasViber: boolean;
  hasWhatsapp: boolean;
  hasTelegram: boolean;
}

/**
 * The publishing form as typed: numbers stay text until sent (a half-typed "12," is not lost),
 * specification values are lists (one item for a single choice).
 */
export interface FormValues {
  title: string;
  description: string;
  categoryId: string | null;
  specs: Record<string, string[]>;
  price: string;
  oldPrice: string;
  priceUnit: PriceUnit;
  priceType: PriceType;
  exchangeType: ExchangeType;
  hasDelivery: boolean;
  deliveryType: DeliveryType | null;
  paymentMethod: PaymentMethod | null;
  quantity: string;
  cities: FormCity[];
  streetName: string;
  phones: FormPhone[];
  hasEmail: boolean;
  isCommentEnabled: boolean;
  pictures: FormPicture[];
  orderExternalUrl: string;
  /** The variants as loaded: the form does not edit them, and an edit must not drop them. */
  variants: AnnouncementVariantInput[];
}

export const emptyPhone = (): FormPhone => ({ phone: '', hasViber: false, hasWhatsapp: false, hasTelegram: false });

/** A new announcement's form. */
export function blankValues(): FormValues {
  return {
    title: '',
    description: '',
    categoryId: null,
    specs: {},
    price: '',
    oldPrice: '',
    priceUnit: 'UNIT',
    priceType: 'NEGOTIABLE',
    exchangeType: 'NOT_EXCHANGEABLE',
    hasDelivery: false,
    deliveryType: null,
    paymentMethod: null,
    quantity: '',
    cities: [],
    streetName: '',
    phones: [emptyPhone()],
    hasEmail: false,
    isCommentEnabled: true,
    pictures: [],
    orderExternalUrl: '',
    variants: [],
  };
}

/** A number as the form shows it: the unit's amount, with no trailing zeros. */
const amountText = (hasAmount: boolean, preview: number): string => (hasAmount ? String(preview) : '');

/** The form of an existing announcement, as its announcer left it. */
export function valuesOf(loaded: LoadedAnnouncement): FormValues {
  return {
    title: loaded.title,
    description: loaded.description,
    categoryId: loaded.category.id,
    specs: Object.fromEntries(loaded.specs.map((spec) => [spec.specification.codename, [...spec.values]])),
    price: amountText(loaded.price !== null, loaded.pricePreview),
    oldPrice: amountText(loaded.oldPrice !== null, loaded.oldPricePreview),
    priceUnit: loaded.priceUnit,
    priceType: loaded.priceType ?? 'NEGOTIABLE',
    exchangeType: loaded.exchangeType,
    hasDelivery: loaded.hasDelivery,
    deliveryType: loaded.deliveryType,
    paymentMethod: loaded.paymentMethod,
    quantity: loaded.quantity === null ? '' : String(loaded.quantity),
    cities: loaded.cities.map((city) => ({ id: city.id, name: city.name, regionName: city.region.name })),
    streetName: loaded.street_name ?? '',
    // Field by field: a client's cache adds __typename, which no input type takes.
    phones:
      loaded.announcerPhones.length > 0
        ? loaded.announcerPhones.map(({ phone, hasViber, hasWhatsapp, hasTelegram }) => ({
            phone,
            hasViber,
            hasWhatsapp,
            hasTelegram,
          }))
        : [emptyPhone()],
    hasEmail: loaded.hasEmail,
    isCommentEnabled: loaded.isCommentEnabled,
    pictures: loaded.medias.map((media) => ({ id: media.id, url: media.mediaUrl })),
    orderExternalUrl: loaded.orderExternalUrl ?? '',
    variants: loaded.variants.map((variant) => ({
      specs: variant.specifications.map((spec) => ({
        codename: spec.specification.codename,
        values: [...spec.values],
      })),
      price: variant.price === null ? null : variant.pricePreview,
      oldPrice: variant.oldPrice === null ? null : variant.oldPricePreview,
      quantity: variant.quantity,
    })),
  };
}

/** A specification the form shows now, and how deep it sits (sub-specifications are indented). */
export interface ShownSpecification {
  specification: FormSpecification;
  depth: number;
}

/** Whether a value opens a specification's sub-specifications: any value, except "no" for a yes/no. */
const opensSubs = (specification: FormSpecification, values: readonly string[] | undefined): boolean =>
  values !== undefined && values.length > 0 && !(specification.type === 'BOOLEAN' && values[0] === 'false');

/** The category's specifications in order, each followed by its sub-specifications once it has a value. */
export function shownSpecifications(category: FormCategory, specs: Record<string, string[]>): ShownSpecification[] {
  const shown: ShownSpecification[] = [];
  const walk = (list: readonly FormSpecification[], depth: number) => {
    for (const specification of list) {
      shown.push({ specification, depth });
      if (opensSubs(specification, specs[specification.codename])) walk(specification.subs, depth + 1);
    }
  };
  walk(category.specifications, 0);
  return shown;
}

/** The choices a SELECT or MULTI_SELECT offers now (a model among its chosen make's). */
export function choicesOf(specification: FormSpecification, specs: Record<string, string[]>) {
  return datasetsFitting(
    specification.datasets,
    specification.dependsOn === null ? null : (specs[specification.dependsOn] ?? []),
  );
}

/**
 * The values that still apply after a change: those of specifications still shown, and choices
 * still offered (changing the make drops the model). Repeated until nothing changes, since one
 * dropped value can hide or narrow another.
 */
export function keptSpecs(category: FormCategory, specs: Record<string, string[]>): Record<string, string[]> {
  let current = specs;
  for (;;) {
    const next: Record<string, string[]> = {};
    for (const { specification } of shownSpecifications(category, current)) {
      const values = current[specification.codename];
      if (!values || values.length === 0) continue;
      const isChoice = specification.type === 'SELECT' || specification.type === 'MULTI_SELECT';
      const allowed = isChoice ? new Set(choicesOf(specification, current).map((d) => d.codename)) : null;
      const kept = allowed ? values.filter((value) => allowed.has(value)) : values;
      if (kept.length > 0) next[specification.codename] = kept;
    }
    const same =
      Object.keys(next).length === Object.keys(current).length &&
      Object.entries(next).every(([key, values]) => values.length === current[key]?.length);
    if (same) return next;
    current = next;
  }
}

/** A typed amount as a number ("12,5" too), null when empty, the text itself when it is not one. */
function amountOf(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(number) ? number : trimmed;
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * What the server receives: the whole form (creation and every edit), for the store given; without
 * one, a member's own announcement (or, on an edit, the store it already has).
 */
export function inputOf(values: FormValues, category: FormCategory | null, storeId?: string): AnnouncementInput {
  const priced = values.priceUnit !== 'NO_PRICE' && values.priceType !== 'GIVEN';
  const price = priced ? amountOf(values.price) : null;
  const oldPrice = priced ? amountOf(values.oldPrice) : null;
  const quantity = amountOf(values.quantity);
  const shown = category ? shownSpecifications(category, values.specs) : [];
  return {
    title: values.title,
    description: values.description,
    categoryId: values.categoryId,
    specs: shown.flatMap(({ specification }): AnnouncementSpecInput[] => {
      const chosen = values.specs[specification.codename];
      if (!chosen || chosen.length === 0) return [];
      return specification.type === 'MULTI_SELECT'
        ? [{ codename: specification.codename, values: chosen }]
        : [{ codename: specification.codename, value: chosen[0]! }];
    }),
    price: typeof price === 'number' ? price : null,
    oldPrice: typeof oldPrice === 'number' ? oldPrice : null,
    priceUnit: values.priceUnit,
    priceType: values.priceType,
    exchangeType: category?.isWithoutExchange ? 'NOT_EXCHANGEABLE' : values.exchangeType,
    hasDelivery: values.hasDelivery,
    deliveryType: values.hasDelivery ? values.deliveryType : null,
    paymentMethod: values.paymentMethod,
    quantity: typeof quantity === 'number' ? Math.trunc(quantity) : null,
    cityIds: values.cities.map((city) => city.id),
    streetName: orNull(values.streetName),
    phones: values.phones
      .filter((phone) => phone.phone.trim() !== '')
      .map((phone) => ({ ...phone, phone: phone.phone.trim() })),
    hasEmail: values.hasEmail,
    isCommentEnabled: values.isCommentEnabled,
    mediaIds: values.pictures.map((picture) => picture.id),
    orderExternalUrl: orNull(values.orderExternalUrl),
    variants: values.variants,
    ...(storeId === undefined ? {} : { storeId }),
  };
}

/**
 * The form's failures before sending: the shared rules (the server applies the same), the
 * category's required specifications, and amounts that are not numbers. One per field.
 */
export function formFailures(values: FormValues, category: FormCategory | null): RuleFailure[] {
  const priced = values.priceUnit !== 'NO_PRICE' && values.priceType !== 'GIVEN';
  const failures = validateAnnouncementForm(
    {
      title: values.title.trim(),
      description: values.description.trim(),
      categoryId: values.categoryId,
      price: priced ? (amountOf(values.price) as number | null) : null,
      oldPrice: priced ? (amountOf(values.oldPrice) as number | null) : null,
      priceType: values.priceType,
      priceUnit: values.priceUnit,
      exchangeType: values.exchangeType,
      hasDelivery: values.hasDelivery,
      deliveryType: values.deliveryType,
      paymentMethod: values.paymentMethod,
      quantity: amountOf(values.quantity) as number | null,
      cityIds: values.cities.map((city) => city.id),
      streetName: values.streetName,
      phones: values.phones.filter((phone) => phone.phone.trim() !== ''),
      mediaIds: values.pictures.map((picture) => picture.id),
      orderExternalUrl: orNull(values.orderExternalUrl),
    },
    category && {
      priceUnits: category.priceUnits,
      delivery: category.delivery,
      deliveryType: category.deliveryType,
      isWithoutExchange: category.isWithoutExchange,
    },
  );
  for (const { specification } of category ? shownSpecifications(category, values.specs) : []) {
    const field = `specs.${specification.codename}`;
    if (specification.isRequired && !(values.specs[specification.codename]?.length ?? 0)) {
      failures.push(failure(field, 'required'));
    }
  }
  return failures;
}
