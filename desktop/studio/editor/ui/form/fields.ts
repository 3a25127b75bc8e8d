import type { z } from 'zod';
import { blockImageSchema } from '../../../../../shared/site/blocks/fields';
import { iconNameSchema } from '../../../../../shared/site/blocks/icons';
import { richTextSchema } from '../../../../../shared/site/rich-text/schema';
import { embedVideoSchema, fileVideoSchema } from '../../../../../shared/site/media/video';

/**
 * What the props form shows for one attribute, read from the block type's zod schema: the form
 * is generated, never written per block type, so a new attribute in shared/site gets a field.
 */
export type FieldSpec =
  | { kind: 'localized'; key: string }
  | { kind: 'richText'; key: string }
  | { kind: 'video'; key: string; file: boolean }
  | { kind: 'image'; key: string; nullable: boolean }
  | { kind: 'icon'; key: string }
  | { kind: 'text'; key: string }
  | { kind: 'number'; key: string; min?: number | undefined; max?: number | undefined; int: boolean }
  | { kind: 'boolean'; key: string }
  | { kind: 'choice'; key: string; options: (string | number)[] }
  | { kind: 'query'; key: string }
  | { kind: 'object'; key: string; nullable: boolean; fields: FieldSpec[] }
  | { kind: 'list'; key: string; max?: number | undefined; item: FieldSpec[] };

interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  checks?: {
    _zod: { def: { check: string; value?: number; maximum?: number; inclusive?: boolean; format?: string } };
  }[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Attributes the form leaves to other tools (a grid's placement is arranged in the grid tab). */
const HIDDEN_KEYS = new Set(['layouts']);

/** Schemas with a field of their own (not taken apart into their keys). */
const SPECIAL = new Set<z.ZodType>([richTextSchema, embedVideoSchema, fileVideoSchema, blockImageSchema]);

/** A schema without its default, optional, nullable and preprocessing wrappers; and whether null is allowed. */
function unwrap(schema: z.ZodType): { schema: z.ZodType; nullable: boolean } {
  let current = schema;
  let nullable = false;
  for (let guard = 0; guard < 20; guard += 1) {
    if (SPECIAL.has(current)) break;
    const def = defOf(current);
    if (def.type === 'default' || def.type === 'optional' || def.type === 'prefault' || def.type === 'readonly')
      current = def.innerType!;
    else if (def.type === 'nullable') {
      nullable = true;
      current = def.innerType!;
    } else if (def.type === 'pipe') current = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
    else if (def.type === 'lazy') current = def.getter!();
    else break;
  }
  return { schema: current, nullable };
}

const LANGS = ['ar', 'en', 'fr'];

/** The field of one attribute. */
export function fieldOf(key: string, schema: z.ZodType): FieldSpec | null {
  if (HIDDEN_KEYS.has(key)) return null;
  if (key === 'queryId') return { kind: 'query', key };
  const { schema: inner, nullable } = unwrap(schema);
  if (inner === richTextSchema) return { kind: 'richText', key };
  // A picture: chosen from the land's media library (or an https address), with its focus point.
  if (inner === blockImageSchema) return { kind: 'image', key, nullable };
  // An icon: chosen by sight from the closed set, each named in words.
  if (inner === iconNameSchema) return { kind: 'icon', key };
  if (inner === embedVideoSchema || inner === fileVideoSchema)
    return { kind: 'video', key, file: inner === fileVideoSchema };
  const def = defOf(inner);
  switch (def.type) {
    case 'string':
      return { kind: 'text', key };
    case 'number': {
      const checks = def.checks?.map((check) => check._zod.def) ?? [];
      const min = checks.find((check) => check.check === 'greater_than')?.value;
      const max = checks.find((check) => check.check === 'less_than')?.value;
      const int = checks.some((check) => check.check === 'number_format' && check.format?.includes('int'));
      return { kind: 'number', key, min, max, int };
    }
    case 'boolean':
      return { kind: 'boolean', key };
    case 'enum':
      return { kind: 'choice', key, options: Object.values(def.entries ?? {}) };
    case 'literal':
      return { kind: 'choice', key, options: (def.values ?? []) as (string | number)[] };
    case 'union': {
      const options = (def.options ?? []).map((option) => defOf(unwrap(option).schema));
      if (options.every((option) => option.type === 'literal')) {
        return { kind: 'choice', key, options: options.flatMap((option) => option.values as (string | number)[]) };
      }
      return null;
    }
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape).sort();
      if (keys.length === 3 && keys.every((name, index) => name === LANGS[index])) return { kind: 'localized', key };
      const fields = Object.entries(shape)
        .map(([name, child]) => fieldOf(name, child))
        .filter((field): field is FieldSpec => field !== null);
      return { kind: 'object', key, nullable, fields };
    }
    case 'array': {
      const item = fieldOf('item', def.element!);
      if (!item) return null;
      const max = def.checks?.map((check) => check._zod.def).find((check) => check.check === 'max_length')?.maximum;
      return { kind: 'list', key, max, item: item.kind === 'object' ? item.fields : [item] };
    }
    default:
      return null;
  }
}

/** The fields of a block type's attributes, in the schema's order. */
export function fieldsOf(attrs: z.ZodType): FieldSpec[] {
  const spec = fieldOf('attrs', attrs);
  return spec?.kind === 'object' ? spec.fields : [];
}
