import { produce, type Draft } from 'immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ANNOUNCEMENT_LIMITS } from '../domain/announcements';
import type { AnnouncementStatus } from '../domain/announcements';
import { failureMessage } from '../i18n';
import type { Locale } from '../i18n/locales';
import type { FormApi, FormCategory } from './api';
import {
  blankValues,
  emptyPhone,
  formFailures,
  inputOf,
  keptSpecs,
  valuesOf,
  type FormCity,
  type FormPhone,
  type FormValues,
} from './values';

/** One level of the category picker: the choices, and the one taken. */
export interface CategoryLevel {
  options: { id: string; name: string }[];
  chosen: string | null;
}

/** A message above the form: a refusal (its code and the server's text) or a local one. */
export interface FormNotice {
  code: string;
  message: string;
}

/** The fields the form sets as they are (no rule across fields when they change). */
type PlainField = Exclude<keyof FormValues, 'specs' | 'cities' | 'phones' | 'pictures' | 'categoryId' | 'variants'>;

export interface FormState {
  phase: 'loading' | 'failed' | 'ready' | 'saving' | 'saved';
  values: FormValues;
  /** The chosen category's rules and specifications, once chosen and loaded. */
  category: FormCategory | null;
  levels: CategoryLevel[];
  /** Field → message (`specs.<codename>`, `phones.0.phone`…), from the form's rules or the server's. */
  errors: Record<string, string>;
  notice: FormNotice | null;
  uploading: boolean;
  /** Where the edited announcement stands (its status decides what an edit does to it). */
  status: AnnouncementStatus | null;
  saved: { id: string; status: AnnouncementStatus } | null;
}

export interface FormActions {
  start: () => Promise<void>;
  set: <Field extends PlainField>(field: Field, value: FormValues[Field]) => void;
  /** Takes a category at one level of the picker (null clears it and the levels below). */
  chooseCategory: (level: number, id: string | null) => Promise<void>;
  setSpec: (codename: string, values: string[]) => void;
  addCity: (city: FormCity) => void;
  removeCity: (id: string) => void;
  setPhone: (index: number, patch: Partial<FormPhone>) => void;
  addPhone: () => void;
  removePhone: (index: number) => void;
  addPictures: (files: readonly File[]) => Promise<void>;
  removePicture: (id: string) => void;
  /** Moves a picture one place earlier (-1) or later (1); the first one is the announcement's default. */
  movePicture: (id: string, by: -1 | 1) => void;
  /** Checks the form, then creates or updates; true once the server took it. */
  submit: () => Promise<boolean>;
}

export type AnnouncementFormStore = StoreApi<FormState & FormActions>;

export interface FormOptions {
  /** The store it is published as (the studio); absent for a member's own announcement. */
  storeId?: string;
  /** The announcement edited; absent for a new one. */
  announcementId?: string;
  locale: () => Locale;
  /** Reads an error the api threw (the studio's ApiError, the portal's answer errors). */
  failureOf: (error: unknown) => FormFailure;
  /** A key of the form's own for its creation: a retry after a lost answer makes no second announcement. */
  idempotencyKey?: string;
}

/** What a client makes of a thrown error: its code, the server's text, and the refused fields of a form. */
export interface FormFailure {
  code: string;
  message: string;
  fields: readonly { field: string; message: string }[];
  /** The server was not reached: the notice is the code, for the client to word. */
  isNetwork: boolean;
}

/**
 * The publishing form of a store's announcement (issue 7), edited only through these actions:
 * the category picker level by level, specifications that follow the category (a changed make
 * drops its model), pictures uploaded as they are added, and the whole form sent at once.
 * Nothing typed is lost on a refusal: the values stay, the refused fields say why.
 */
export function createAnnouncementForm(api: FormApi, options: FormOptions): AnnouncementFormStore {
  const codeOf = (error: unknown): FormNotice => {
    const failure = options.failureOf(error);
    return { code: failure.code, message: failure.isNetwork ? failure.code : failure.message };
  };
  return createStore<FormState & FormActions>()((set, get) => {
    const edit = (recipe: (values: Draft<FormValues>) => void, clear: readonly string[] = []) =>
      set((state) => {
        const errors = { ...state.errors };
        for (const field of clear) delete errors[field];
        return { values: produce(state.values, recipe), errors };
      });

    /** The picker's levels from the root down to a category: each parent's children. */
    const levelsTo = async (category: FormCategory, roots: { id: string; name: string }[]) => {
      const path = [...category.parents.map((parent) => parent.id), category.id];
      const levels: CategoryLevel[] = [{ options: roots, chosen: path[0] ?? null }];
      for (let index = 0; index < path.length - 1; index += 1) {
        const parent = await api.category(path[index]!);
        levels.push({ options: parent.children, chosen: path[index + 1]! });
      }
      if (category.children.length > 0) levels.push({ options: category.children, chosen: null });
      return levels;
    };

    return {
      phase: 'loading',
      values: blankValues(),
      category: null,
      levels: [],
      errors: {},
      notice: null,
      uploading: false,
      status: null,
      saved: null,

      async start() {
        set({ phase: 'loading', notice: null });
        try {
          const roots = await api.categories();
          if (!options.announcementId) {
            set({ phase: 'ready', levels: [{ options: roots, chosen: null }] });
            return;
          }
          const loaded = await api.load(options.announcementId);
          const category = await api.category(loaded.category.id);
          set({
            phase: 'ready',
            values: valuesOf(loaded),
            category,
            status: loaded.status,
            levels: await levelsTo(category, roots),
          });
        } catch (error) {
          set({ phase: 'failed', notice: codeOf(error) });
        }
      },

      set(field, value) {
        edit(
          (values) => {
            (values as Record<PlainField, unknown>)[field] = value;
            if (field === 'hasDelivery' && value === false) values.deliveryType = null;
          },
          [field],
        );
      },

      async chooseCategory(level, id) {
        const levels = get().levels.slice(0, level + 1);
        if (!levels[level]) return;
        levels[level] = { ...levels[level], chosen: id };
        set({ levels, category: null });
        edit(
          (values) => {
            values.categoryId = null;
          },
          ['categoryId'],
        );
        if (id === null) return;
        try {
          const category = await api.category(id);
          // A later choice made meanwhile wins.
          if (get().levels[level]?.chosen !== id) return;
          const next = [...get().levels.slice(0, level + 1)];
          if (category.children.length > 0) next.push({ options: category.children, chosen: null });
          set({ levels: next, category: category.isPublishable ? category : null });
          if (!category.isPublishable) return;
          edit((values) => {
            values.categoryId = category.id;
            values.specs = keptSpecs(category, values.specs);
            if (category.isWithoutExchange) values.exchangeType = 'NOT_EXCHANGEABLE';
            if (!category.delivery) {
              values.hasDelivery = false;
              values.deliveryType = null;
            }
            if (category.priceUnits.length > 0 && !category.priceUnits.includes(values.priceUnit)) {
              values.priceUnit = category.priceUnits[0]!;
            }
          });
        } catch (error) {
          set({ notice: codeOf(error) });
        }
      },

      setSpec(codename, chosen) {
        const { category } = get();
        if (!category) return;
        edit(
          (values) => {
            values.specs = keptSpecs(category, { ...(values.specs as Record<string, string[]>), [codename]: chosen });
          },
          [`specs.${codename}`],
        );
      },

      addCity(city) {
        if (get().values.cities.some((known) => known.id === city.id)) return;
        if (get().values.cities.length >= ANNOUNCEMENT_LIMITS.citiesMax) return;
        edit(
          (values) => {
            values.cities.push(city);
          },
          ['cityIds'],
        );
      },

      removeCity(id) {
        edit((values) => {
          values.cities = values.cities.filter((city) => city.id !== id);
        });
      },

      setPhone(index, patch) {
        edit(
          (values) => {
            const phone = values.phones[index];
            if (phone) Object.assign(phone, patch);
          },
          [`phones.${index}.phone`],
        );
      },

      addPhone() {
        if (get().values.phones.length >= ANNOUNCEMENT_LIMITS.phonesMax) return;
        edit((values) => {
          values.phones.push(emptyPhone());
        });
      },

      removePhone(index) {
        edit((values) => {
          values.phones.splice(index, 1);
          if (values.phones.length === 0) values.phones.push(emptyPhone());
        });
      },

      async addPictures(files) {
        const room = ANNOUNCEMENT_LIMITS.mediasMax - get().values.pictures.length;
        if (files.length === 0) return;
        if (files.length > room) {
          set({
            errors: {
              ...get().errors,
              mediaIds: failureMessage(options.locale(), {
                field: 'mediaIds',
                rule: 'max_items',
                params: { n: ANNOUNCEMENT_LIMITS.mediasMax },
              }),
            },
          });
          return;
        }
        set({ uploading: true, notice: null });
        try {
          const pictures = await api.upload(files);
          edit(
            (values) => {
              values.pictures.push(...pictures);
            },
            ['mediaIds'],
          );
        } catch (error) {
          set({ errors: { ...get().errors, mediaIds: codeOf(error).message } });
        } finally {
          set({ uploading: false });
        }
      },

      removePicture(id) {
        edit(
          (values) => {
            values.pictures = values.pictures.filter((picture) => picture.id !== id);
          },
          ['mediaIds'],
        );
      },

      movePicture(id, by) {
        edit((values) => {
          const from = values.pictures.findIndex((picture) => picture.id === id);
          const to = from + by;
          if (from < 0 || to < 0 || to >= values.pictures.length) return;
          const [picture] = values.pictures.splice(from, 1);
          values.pictures.splice(to, 0, picture!);
        });
      },

      async submit() {
        const { values, category, phase } = get();
        if (phase === 'saving' || get().uploading) return false;
        const failures = formFailures(values, category);
        if (failures.length > 0) {
          const locale = options.locale();
          set({
            errors: Object.fromEntries(failures.map((item) => [item.field, failureMessage(locale, item)])),
            notice: null,
          });
          return false;
        }
        set({ phase: 'saving', notice: null, errors: {} });
        try {
          const input = inputOf(values, category, options.storeId);
          const saved = options.announcementId
            ? await api.update(options.announcementId, input)
            : await api.create(input, options.idempotencyKey);
          set({ phase: 'saved', saved, status: saved.status });
          return true;
        } catch (error) {
          const { fields } = options.failureOf(error);
          set({
            phase: 'ready',
            notice: codeOf(error),
            errors: Object.fromEntries(fields.map((field) => [field.field, field.message])),
          });
          return false;
        }
      },
    };
  });
}
