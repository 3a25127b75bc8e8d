import { createContext, useContext, type ReactNode } from 'react';
import type { announcementFormTexts } from '../../i18n/announcement-form';

type PathsOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${PathsOf<T[K]>}`;
}[keyof T & string];

/** A text of the publishing form (shared/i18n/announcement-form.ts), by its path there: `fields.title`. */
export type FormTextKey = PathsOf<(typeof announcementFormTexts)['en']>;

export interface FormTexts {
  t: (key: FormTextKey, params?: Record<string, string | number>) => string;
  dir: 'ltr' | 'rtl';
}

const FormTextsContext = createContext<FormTexts | null>(null);

/**
 * The form's words, from whichever app shows it: the studio and the portal keep the same texts
 * under their own catalog's prefix, so each hands its translator here once.
 */
export function FormTextsProvider({ value, children }: { value: FormTexts; children: ReactNode }) {
  return <FormTextsContext.Provider value={value}>{children}</FormTextsContext.Provider>;
}

export function useFormTexts(): FormTexts {
  const value = useContext(FormTextsContext);
  if (!value) throw new Error('useFormTexts outside FormTextsProvider');
  return value;
}
