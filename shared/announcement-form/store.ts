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

/** A file being uploaded: its name, how far it is (0 to 1), and why it failed if it did. */
export interface PictureUpload {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

/** The top categories with their sub-categories, for finding one by name. */
export type CategoryTree = { id: string; name: string; children: { id: string; name: string }[] }[];

export interface FormState {
  phase: 'loading' | 'failed' | 'ready' | 'saving' | 'saved';
  values: FormValues;
  /** The chosen category's rules and specifications, once chosen and loaded. */
  category: FormCategory | null;
  levels: CategoryLevel[];
  tree: CategoryTree;
  /** A chosen category is being read (its rules and specifications): going on waits for it. */
  categoryLoading: boolean;
  /** Field → message (`specs.<codename>`, `phones.0.phone`…), from the form's rules or the server's. */
  errors: Record<string, string>;
  notice: FormNotice | null;
  uploading: boolean;
  /** The files of the current upload, one line each (done ones leave the list). */
  uploads: PictureUpload[];
  /** Where the edited announcement stands (its status decides what an edit does to it). */
  status: AnnouncementStatus | null;
  saved: { id: string; status: AnnouncementStatus } | null;
}

export interface FormActions {
  start: () => Promise<void>;
  set: <Field extends PlainField>(field: Field, value: FormValues[Field]) => void;
  /** Takes a category at one level of the picker (null clears it and the levels below). */
  chooseCategory: (level: number, id: string | null) => Promise<void>;
  /** Takes a category found by name: its path from the root, taken level by level. */
  pickCategory: (path: readonly string[]) => Promise<void>;
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
  /**
   * Checks the fields one step of a form in steps shows (those `inStep` says are its), marking
   * only theirs; true when they pass.
   */
  checkStep: (inStep: (field: string) => boolean) => boolean;
  /** Takes values kept earlier (a draft): the category and its levels come back with them. */
  restore: (values: FormValues) => Promise<void>;
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
      tree: [],
      categoryLoading: false,
      errors: {},
      notice: null,
      uploading: false,
      uploads: [],
      status: null,
      saved: null,

      async start() {
        set({ phase: 'loading', notice: null });
        try {
          const tree = await api.categories();
          const roots = tree.map(({ id, name }) => ({ id, name }));
          set({ tree });
          if (!options.announcementId) {
            set({
              phase: 'ready',
              values: blankValues(),
              category: null,
              errors: {},
              levels: [{ options: roots, chosen: null }],
            });
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
        if (id === null) {
          set({ categoryLoading: false });
          return;
        }
        set({ categoryLoading: true });
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
        } finally {
          // A later choice made meanwhile is still loading: it says when it is done.
          if (get().levels[level]?.chosen === id) set({ categoryLoading: false });
        }
      },

      async pickCategory(path) {
        for (const [level, id] of path.entries()) {
          await get().chooseCategory(level, id);
          if (get().levels[level]?.chosen !== id) return;
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
        const batch = files.map((file, index) => ({
          key: `${Date.now()}-${index}-${file.name}`,
          name: file.name,
          progress: 0,
          error: null,
        }));
        const track = (key: string, patch: Partial<PictureUpload>) =>
          set({ uploads: get().uploads.map((item) => (item.key === key ? { ...item, ...patch } : item)) });
        const { mediaIds: _earlier, ...others } = get().errors;
        set({ uploading: true, notice: null, uploads: batch, errors: others });
        // One file at a time: each shows its own progress, one refused file does not lose the others,
        // and the server's limit of uploads at once per member is never reached.
        for (const [index, file] of files.entries()) {
          const { key } = batch[index]!;
          try {
            const pictures = await api.upload([file], (progress) => track(key, { progress }));
            edit(
              (values) => {
                values.pictures.push(...pictures);
              },
              ['mediaIds'],
            );
            set({ uploads: get().uploads.filter((item) => item.key !== key) });
          } catch (error) {
            track(key, { error: codeOf(error).message });
          }
        }
        const failed = get().uploads.find((item) => item.error !== null);
        const errors = { ...get().errors };
        if (failed?.error) errors.mediaIds = failed.error;
        else delete errors.mediaIds;
        set({ uploading: false, errors });
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

      checkStep(inStep) {
        const { values, category } = get();
        const failures = formFailures(values, category).filter((item) => inStep(item.field));
        const locale = options.locale();
        const errors = Object.fromEntries(Object.entries(get().errors).filter(([field]) => !inStep(field)));
        for (const item of failures) errors[item.field] ??= failureMessage(locale, item);
        set({ errors });
        return failures.length === 0;
      },

      async restore(values) {
        set({ values, errors: {} });
        if (!values.categoryId) return;
        try {
          const category = await api.category(values.categoryId);
          const roots = get().tree.map(({ id, name }) => ({ id, name }));
          set({ category: category.isPublishable ? category : null, levels: await levelsTo(category, roots) });
        } catch (error) {
          set({ notice: codeOf(error) });
        }
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
