/**
 * The rules of the store and market forms (operators' tools, the owner's settings in the studio):
 * written once, checked by the server and usable by the forms. Lengths come from STORE_LIMITS;
 * analytics ids must look like what Google Tag Manager and Meta hand out.
 */
import {
  GOOGLE_TAG_MANAGER_ID_PATTERN,
  META_PIXEL_ID_PATTERN,
  SERVICE_PARAM_CODE_PATTERN,
  STORE_LIMITS,
} from './stores';
import { email, maxItems, maxLength, minLength, phone, required, url, type FormSchema, type Rule } from './validation';

/** A rule reported as "The format is not correct!" (the spec's alpha_dash message) for a pattern. */
const format = (pattern: RegExp): Rule => ({
  name: 'alpha_dash',
  params: {},
  test: (value) => typeof value === 'string' && pattern.test(value),
});

/** A store's own fields (create and update: on update, only the fields sent are checked). */
export const storeFormSchema: FormSchema = {
  name: [required(), minLength(STORE_LIMITS.nameMin), maxLength(STORE_LIMITS.nameMax)],
  slug: [maxLength(STORE_LIMITS.slugMax)],
  description: [maxLength(STORE_LIMITS.descriptionMax)],
  imageUrl: [maxLength(STORE_LIMITS.urlMax), url()],
  googleTagManagerId: [format(GOOGLE_TAG_MANAGER_ID_PATTERN)],
  metaPixelId: [format(META_PIXEL_ID_PATTERN)],
};

/** A store location's fields; list items are checked one by one (phones.0, emails.1...). */
export const storeLocationFormSchema: FormSchema = {
  title: [maxLength(STORE_LIMITS.locationTextMax)],
  address: [maxLength(STORE_LIMITS.locationTextMax)],
  worktime: [maxLength(STORE_LIMITS.worktimeMax)],
  phones: [maxItems(STORE_LIMITS.contactsMax)],
  emails: [maxItems(STORE_LIMITS.contactsMax)],
  faxes: [maxItems(STORE_LIMITS.contactsMax)],
  socials: [maxItems(STORE_LIMITS.contactsMax)],
};

/** One phone or fax of a location (Algerian format). */
export const storePhoneRules: readonly Rule[] = [phone()];
/** One e-mail address of a location. */
export const storeEmailRules: readonly Rule[] = [email(), maxLength(STORE_LIMITS.locationTextMax)];
/** One social link of a location: a name and an http(s) address. */
export const storeSocialFormSchema: FormSchema = {
  name: [required(), maxLength(40)],
  url: [required(), maxLength(STORE_LIMITS.urlMax), url()],
};

/** A market's fields (descreption is spelled so by the spec). */
export const marketFormSchema: FormSchema = {
  name: [required(), minLength(STORE_LIMITS.nameMin), maxLength(STORE_LIMITS.nameMax)],
  slug: [maxLength(STORE_LIMITS.slugMax)],
  descreption: [maxLength(STORE_LIMITS.descriptionMax)],
  metakeywords: [maxLength(STORE_LIMITS.metakeywordsMax)],
  logo: [maxLength(STORE_LIMITS.urlMax), url()],
  googleTagManagerId: [format(GOOGLE_TAG_MANAGER_ID_PATTERN)],
  metaPixelId: [format(META_PIXEL_ID_PATTERN)],
};

/** A land's service param. */
export const serviceParamFormSchema: FormSchema = {
  code: [required(), format(SERVICE_PARAM_CODE_PATTERN)],
  value: [maxLength(STORE_LIMITS.serviceParamValueMax)],
};
