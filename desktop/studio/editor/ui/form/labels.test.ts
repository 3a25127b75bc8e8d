import { describe, expect, it } from 'vitest';
import { BLOCK_DEFINITIONS } from '../../../../../shared/site/blocks/catalogue';
import { LOCALES } from '../../../../../shared/i18n/locales';
import { studioCatalog } from '../../../../../shared/i18n/studio';
import { fieldsOf, type FieldSpec } from './fields';

const keys = (fields: FieldSpec[]): string[] =>
  fields.flatMap((field) => [
    field.key,
    ...(field.kind === 'object' ? keys(field.fields) : field.kind === 'list' ? keys(field.item) : []),
  ]);

describe('props form labels', () => {
  it('name every attribute of every block in the three languages', () => {
    const all = new Set(Object.values(BLOCK_DEFINITIONS).flatMap((definition) => keys(fieldsOf(definition.attrs))));
    for (const locale of LOCALES) {
      const labels = studioCatalog(locale).fields as Record<string, string>;
      expect([...all].filter((key) => !labels[key])).toEqual([]);
    }
  });
});
