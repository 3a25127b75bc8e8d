import { describe, expect, it } from 'vitest';
import { BLOCK_DEFINITIONS } from '../../../../../shared/site/blocks/catalogue';
import { BLOCK_TYPES } from '../../../../../shared/site/blocks/types';
import { fieldsOf, type FieldSpec } from './fields';

const flatten = (fields: FieldSpec[]): FieldSpec[] =>
  fields.flatMap((field) =>
    field.kind === 'object'
      ? [field, ...flatten(field.fields)]
      : field.kind === 'list'
        ? [field, ...flatten(field.item)]
        : [field],
  );

describe('props form fields from the block schemas', () => {
  it('gives every attribute of every block type a field (none left without one)', () => {
    for (const type of BLOCK_TYPES) {
      const definition = BLOCK_DEFINITIONS[type];
      const fields = fieldsOf(definition.attrs);
      const shown = new Set(fields.map((field) => field.key));
      const attrs = Object.keys(definition.defaults()).filter((key) => key !== 'layouts');
      for (const key of attrs) expect({ type, key, shown: shown.has(key) }).toEqual({ type, key, shown: true });
    }
  });

  it('reads the kinds: texts in three languages, rich text, videos, numbers with bounds, choices, lists', () => {
    const kinds = (type: keyof typeof BLOCK_DEFINITIONS) =>
      Object.fromEntries(flatten(fieldsOf(BLOCK_DEFINITIONS[type].attrs)).map((field) => [field.key, field]));
    expect(kinds('Content').title).toEqual({ kind: 'localized', key: 'title' });
    expect(kinds('Text').content).toEqual({ kind: 'richText', key: 'content' });
    expect(kinds('Video').video).toEqual({ kind: 'video', key: 'video', file: false });
    expect(kinds('CustomVideo').video).toEqual({ kind: 'video', key: 'video', file: true });
    expect(kinds('Spacer').padding).toMatchObject({ kind: 'number', min: 0, max: 6, int: true });
    expect(kinds('Text').width).toEqual({ kind: 'choice', key: 'width', options: [0.5, 0.75, 1] });
    expect(kinds('Button').style).toMatchObject({ kind: 'choice', options: ['filled', 'outlined', 'text'] });
    expect(kinds('Carousel').slides).toMatchObject({ kind: 'list', max: 12 });
    expect(kinds('Products').queryId).toEqual({ kind: 'query', key: 'queryId' });
  });

  it('gives every picture the media library field, never its address and thumbnail as loose texts', () => {
    const kinds = (type: keyof typeof BLOCK_DEFINITIONS) =>
      Object.fromEntries(flatten(fieldsOf(BLOCK_DEFINITIONS[type].attrs)).map((field) => [field.key, field]));
    expect(kinds('Image').image).toEqual({ kind: 'image', key: 'image', nullable: true });
    expect(kinds('Image').mobile).toEqual({ kind: 'image', key: 'mobile', nullable: true });
    expect(kinds('Carousel').image).toEqual({ kind: 'image', key: 'image', nullable: true });
    expect(kinds('CustomVideo').poster).toEqual({ kind: 'image', key: 'poster', nullable: true });
    for (const type of BLOCK_TYPES) {
      const keys = flatten(fieldsOf(BLOCK_DEFINITIONS[type].attrs)).map((field) => field.key);
      expect({ type, loose: keys.filter((key) => key === 'full' || key === 'thumb' || key === 'focus') }).toEqual({
        type,
        loose: [],
      });
    }
  });
});
