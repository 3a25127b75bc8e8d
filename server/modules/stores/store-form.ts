import slugify from '@sindresorhus/slugify';
import { ErrorCode } from '../../../shared/domain/errors';
import { normalizePhone } from '../../../shared/domain/phone';
import { normalizeSearchText } from '../../../shared/domain/search';
import {
  storeEmailRules,
  storeFormSchema,
  storeLocationFormSchema,
  storePhoneRules,
  storeSocialFormSchema,
} from '../../../shared/domain/store-form';
import { normalizeDomain, STORE_LIMITS } from '../../../shared/domain/stores';
import { failure, validate, type FormSchema, type Rule, type RuleFailure } from '../../../shared/domain/validation';
import type { Deps } from '../../deps';
import type { AppError } from '../../core/errors';
import type { StoreCreateInput, StoreLocationInput, StoreUpdateInput } from '../../graphql/resolvers.generated';
import { loadCatalog } from '../catalog';
import { loadGeo } from '../geo';
import { formError } from '../users';
import type { StoreSocial } from './stores.tables';

/** A store location as written to store_locations. */
export interface StoreLocationDraft {
  title: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  cityId: number | null;
  regionId: number | null;
  worktime: string | null;
  phones: string[];
  emails: string[];
  faxes: string[];
  socials: StoreSocial[];
}

/**
 * A checked store form. On update only the fields sent are set (`undefined`: kept); a nullable
 * text sent empty is cleared (null).
 */
export interface StoreDraft {
  name?: string;
  slug?: string;
  description?: string | null;
  imageUrl?: string | null;
  viewAsStore?: boolean;
  isOfficial?: boolean;
  isVerified?: boolean;
  domain?: string | null;
  googleTagManagerId?: string | null;
  metaPixelId?: string | null;
  categoryIds?: number[];
  mainLocation?: StoreLocationDraft;
}

/** One line of text, trimmed, inner spaces collapsed; empty gives null. */
export function oneLine(text: string | null | undefined): string | null {
  const cleaned = (text ?? '').replace(/\s+/g, ' ').trim();
  return cleaned === '' ? null : cleaned;
}

/** Several lines: trimmed, Windows line ends folded; empty gives null. */
function paragraphs(text: string | null | undefined): string | null {
  const cleaned = (text ?? '').replace(/\r\n?/g, '\n').trim();
  return cleaned === '' ? null : cleaned;
}

/** The slug of a store or market name, or of an operator's own slug; never empty. */
export function landSlug(value: string, fallback: string): string {
  return slugify(value).slice(0, STORE_LIMITS.slugMax).replace(/-+$/, '') || fallback;
}

/** The directory's keywords text of a store: its name and description, normalised. */
export function storeSearchText(name: string, description: string | null): string {
  return normalizeSearchText(`${name} ${description ?? ''}`);
}

/**
 * Runs only the rules of the fields present in `values` (a partial update checks what it
 * changes; absent fields are not "required").
 */
export function validatePresent(schema: FormSchema, values: Record<string, unknown>): RuleFailure[] {
  const present = Object.fromEntries(Object.entries(schema).filter(([field]) => values[field] !== undefined));
  return validate(present, values);
}

/** Checks each item of a list with the same rules; failures are named `field.index`. */
function validateItems(field: string, items: readonly unknown[], rules: readonly Rule[]): RuleFailure[] {
  return items.flatMap((item, index) => validate({ [`${field}.${index}`]: rules }, { [`${field}.${index}`]: item }));
}

/** Reads and checks a location; failures are prefixed (`mainLocation.phones.0`). */
async function readLocation(
  deps: Deps,
  input: StoreLocationInput,
  prefix: string,
): Promise<{ draft: StoreLocationDraft; failures: RuleFailure[] }> {
  const values = {
    title: oneLine(input.title),
    address: oneLine(input.address),
    worktime: paragraphs(input.worktime),
    phones: (input.phones ?? []).map((p) => p.trim()).filter((p) => p !== ''),
    emails: (input.emails ?? []).map((e) => e.trim()).filter((e) => e !== ''),
    faxes: (input.faxes ?? []).map((f) => f.trim()).filter((f) => f !== ''),
    socials: (input.socials ?? []).map((s) => ({ name: s.name.trim(), url: s.url.trim() })),
  };
  const failures = validate(storeLocationFormSchema, values);
  failures.push(...validateItems('phones', values.phones, storePhoneRules));
  failures.push(...validateItems('faxes', values.faxes, storePhoneRules));
  failures.push(...validateItems('emails', values.emails, storeEmailRules));
  values.socials.forEach((social, index) =>
    failures.push(
      ...validate(storeSocialFormSchema, social).map((f) => ({ ...f, field: `socials.${index}.${f.field}` })),
    ),
  );
  const lat = input.lat ?? null;
  const lng = input.lng ?? null;
  if (lat !== null && (lat < -90 || lat > 90))
    failures.push(failure('lat', lat < -90 ? 'min_value' : 'max_value', { min: -90, max: 90 }));
  if (lng !== null && (lng < -180 || lng > 180)) {
    failures.push(failure('lng', lng < -180 ? 'min_value' : 'max_value', { min: -180, max: 180 }));
  }
  let cityId: number | null = null;
  let regionId: number | null = null;
  if (input.cityId != null) {
    const text = input.cityId.trim();
    const city = /^\d{1,9}$/.test(text) ? (await loadGeo(deps)).citiesById.get(Number(text)) : undefined;
    if (city) {
      cityId = city.id;
      regionId = city.regionId;
    } else failures.push(failure('cityId', 'exists'));
  }
  return {
    draft: {
      ...values,
      lat,
      lng,
      cityId,
      regionId,
      phones: values.phones.map((p) => normalizePhone(p) ?? p),
      faxes: values.faxes.map((f) => normalizePhone(f) ?? f),
    },
    failures: failures.map((f) => ({ ...f, field: `${prefix}.${f.field}` })),
  };
}

/** Category ids of the form: each must be a category of the catalog. */
async function readCategoryIds(
  deps: Deps,
  ids: readonly string[],
): Promise<{ ids: number[]; failures: RuleFailure[] }> {
  const catalog = await loadCatalog(deps);
  const failures: RuleFailure[] = [];
  if (ids.length > STORE_LIMITS.categoriesMax) {
    failures.push(failure('categoryIds', 'max_items', { n: STORE_LIMITS.categoriesMax }));
  }
  const parsed: number[] = [];
  for (const raw of ids) {
    const text = raw.trim();
    const category = /^\d{1,9}$/.test(text) ? catalog.categoriesById.get(Number(text)) : undefined;
    if (!category) {
      failures.push(failure('categoryIds', 'exists'));
      break;
    }
    if (!parsed.includes(category.id)) parsed.push(category.id);
  }
  return { ids: parsed, failures };
}

/** Text of an analytics id as owners paste it: trimmed, upper case (GTM ids are). */
const analyticsId = (value: string | null | undefined): string | null | undefined =>
  value === undefined || value === null ? value : (oneLine(value)?.toUpperCase() ?? null);

/** A refused store form: BAD_USER_INPUT with each field's rule and message. */
function refused(failures: readonly RuleFailure[]): AppError {
  return formError(ErrorCode.BAD_USER_INPUT, failures);
}

/**
 * Reads a store form (create: every field; update: the fields sent). Throws BAD_USER_INPUT
 * with `extensions.fields` listing every refused field.
 */
export async function readStoreForm(
  deps: Deps,
  input: StoreCreateInput | StoreUpdateInput,
  mode: 'create' | 'update',
): Promise<StoreDraft> {
  // On update null means "not sent", like absent; an empty text clears the field.
  const keep = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);
  const text = (value: string | null | undefined, clean: (t: string) => string | null) => {
    const given = mode === 'update' ? keep(value) : (value ?? null);
    return given === undefined ? undefined : given === null ? null : clean(given);
  };
  const slugInput = 'slug' in input ? input.slug : undefined;
  const values = {
    name: mode === 'create' || keep(input.name) !== undefined ? (oneLine(input.name) ?? '') : undefined,
    slug: slugInput == null ? undefined : (oneLine(slugInput) ?? undefined),
    description: text(input.description, paragraphs),
    imageUrl: text(input.imageUrl, oneLine),
    googleTagManagerId: analyticsId(
      mode === 'update' ? keep(input.googleTagManagerId) : (input.googleTagManagerId ?? null),
    ),
    metaPixelId: analyticsId(mode === 'update' ? keep(input.metaPixelId) : (input.metaPixelId ?? null)),
  };
  const failures = validatePresent(storeFormSchema, values);

  let domain: string | null | undefined = text(input.domain, oneLine);
  if (typeof domain === 'string') {
    const normalized = normalizeDomain(domain);
    // "The format is not correct!": a host name, not an address.
    if (normalized === null) failures.push(failure('domain', 'alpha_dash'));
    domain = normalized;
  }

  let categoryIds: number[] | undefined;
  if (input.categoryIds != null) {
    const read = await readCategoryIds(deps, input.categoryIds);
    categoryIds = read.ids;
    failures.push(...read.failures);
  }

  let mainLocation: StoreLocationDraft | undefined;
  if (input.mainLocation != null) {
    const read = await readLocation(deps, input.mainLocation, 'mainLocation');
    mainLocation = read.draft;
    failures.push(...read.failures);
  }
  if (failures.length > 0) throw refused(failures);

  const draft: StoreDraft = {
    ...values,
    // A renamed store gets the new name's slug (its address keeps working by id).
    slug:
      values.slug !== undefined
        ? landSlug(values.slug, 'boutique')
        : values.name !== undefined
          ? landSlug(values.name, 'boutique')
          : undefined,
    domain,
    categoryIds,
    mainLocation,
  };
  if (mode === 'create') {
    const create = input as StoreCreateInput;
    draft.isOfficial = create.isOfficial ?? false;
    draft.isVerified = create.isVerified ?? false;
    draft.viewAsStore = create.viewAsStore ?? true;
  } else {
    const update = input as StoreUpdateInput;
    draft.isOfficial = keep(update.isOfficial);
    draft.isVerified = keep(update.isVerified);
    draft.viewAsStore = keep(update.viewAsStore);
  }
  return draft;
}
