import { describe, expect, it } from 'vitest';
import { BLOCK_DEFINITIONS } from '../../../../../shared/site/blocks/catalogue';
import { ICON_NAMES } from '../../../../../shared/site/blocks/icons';
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
      const labels = studioCatalog(locale).fields as unknown as Record<string, string>;
      expect([...all].filter((key) => !labels[key])).toEqual([]);
    }
  });

  it('name every choice in words in the three languages (ratios aside)', () => {
    const choices = (fields: FieldSpec[]): string[] =>
      fields.flatMap((field) =>
        field.kind === 'choice' && field.key !== 'ratio'
          ? field.options.filter((option): option is string => typeof option === 'string')
          : field.kind === 'object'
            ? choices(field.fields)
            : field.kind === 'list'
              ? choices(field.item)
              : [],
      );
    const all = new Set(Object.values(BLOCK_DEFINITIONS).flatMap((definition) => choices(fieldsOf(definition.attrs))));
    expect(all).toContain('outlined');
    for (const locale of LOCALES) {
      const words = studioCatalog(locale).fields.choices as Record<string, string>;
      expect([...all].filter((value) => !words[value])).toEqual([]);
    }
  });

  it('give icons a field of their own, every icon named in words in the three languages', () => {
    const icons = Object.values(BLOCK_DEFINITIONS).flatMap((definition) =>
      keys(fieldsOf(definition.attrs)).filter((key) => key === 'icon'),
    );
    expect(icons.length).toBeGreaterThan(0);
    expect(fieldsOf(BLOCK_DEFINITIONS.Icon.attrs).find((field) => field.key === 'icon')).toEqual({
      kind: 'icon',
      key: 'icon',
    });
    for (const locale of LOCALES) {
      const words = studioCatalog(locale).fields.iconNames as Record<string, string>;
      expect(ICON_NAMES.filter((name) => !words[name] || words[name] === name)).toEqual([]);
    }
  });
});
