import type { SerializedEditorState } from 'lexical';
import { LOCALES, type Locale } from '../../../../../shared/i18n/locales';
import { pickText } from '../../../../../shared/site/template-texts';
import { plainTextOf } from '../../../../../shared/site/rich-text/schema';
import { videoEmbedUrl } from '../../../../../shared/site/media/video';
import { useI18n } from '../../../kernel';
import type { SiteQuery } from '../../../../../shared/site/document';
import type { ActionResult } from '../../state/types';
import type { BlockImage } from '../../../../../shared/site/blocks/fields';
import type { FieldSpec } from './fields';
import { IconField } from './IconField';
import { ImageField } from './ImageField';
import { LanguageMarks } from './LanguageMarks';
import { RichTextField } from './RichTextField';
import { TextInput } from './TextInput';

type Path = (string | number)[];

export interface FormContext {
  /** Sets the value at a path inside the block's attributes; answers the action's result. */
  set(path: Path, value: unknown): ActionResult;
  /** The message of a refused value. */
  refusal: (result: Exclude<ActionResult, { ok: true }>) => string;
  queries: SiteQuery[];
  /** Whether the plan lets the owner choose a list's query (FULL). */
  canChooseQuery: boolean;
}

/** A stored value as an input's text. */
const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const read = (value: unknown, key: string | number): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined;

/** A field's value in each language as plain text, for the language marks. */
const localizedOf = (value: unknown, text: (inLanguage: unknown) => string): Record<Locale, string> => ({
  fr: text(read(value, 'fr')),
  ar: text(read(value, 'ar')),
  en: text(read(value, 'en')),
});

/** A choice's value in words: a share in percent, a named value from the catalog, else as it is (16:9). */
function useChoiceLabel(): (option: string | number) => string {
  const { t } = useI18n();
  return (option) => {
    if (typeof option === 'number') return option <= 1 ? `${Math.round(option * 100)} %` : String(option);
    const word = t(`fields.choices.${option}`);
    return word === `fields.choices.${option}` ? option : word;
  };
}

/** An attribute's label: the studio catalog's (shared/i18n/studio/fields.ts), else its name in words. */
export function useLabelOf(): (key: string) => string {
  const { t } = useI18n();
  return (key) => {
    const label = t(`fields.${key}`);
    if (label !== `fields.${key}`) return label;
    const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
}

/** The generated form of a block's attributes (or of a nested object of them). */
export function PropsForm({
  fields,
  value,
  path,
  context,
}: {
  fields: FieldSpec[];
  value: unknown;
  path: Path;
  context: FormContext;
}) {
  return (
    <div className="studio-form">
      {fields.map((field) => (
        <Field
          key={field.key}
          field={field}
          value={read(value, field.key)}
          path={[...path, field.key]}
          context={context}
        />
      ))}
    </div>
  );
}

function Field({
  field,
  value,
  path,
  context,
}: {
  field: FieldSpec;
  value: unknown;
  path: Path;
  context: FormContext;
}) {
  const { t } = useI18n();
  const label = useLabelOf()(field.key);
  const choiceLabel = useChoiceLabel();
  switch (field.kind) {
    case 'localized':
      return (
        <fieldset className="studio-field studio-field--localized" data-field={path.join('.')}>
          <legend>
            {label}
            <LanguageMarks text={localizedOf(value, (text) => asText(text))} />
          </legend>
          {LOCALES.map((lang) => {
            const own = asText(read(value, lang));
            // An empty language shows what the site shows there instead (another language's text).
            const shown = own.trim() ? '' : pickText(value as Partial<Record<Locale, string>>, lang);
            const language = t(`editor.props.languages.${lang}`);
            return (
              <TextInput
                key={lang}
                label={shown ? t('editor.props.untranslated', { language }) : language}
                lang={lang}
                value={own}
                placeholder={shown}
                hint={shown ? t('editor.props.fallbackHint') : undefined}
                onCommit={(text) => context.set([...path, lang], text)}
                refusal={context.refusal}
              />
            );
          })}
        </fieldset>
      );
    case 'richText':
      return (
        <fieldset className="studio-field studio-field--localized" data-field={path.join('.')}>
          <legend>
            {label}
            <LanguageMarks text={localizedOf(value, (state) => plainTextOf(state as SerializedEditorState | null))} />
          </legend>
          {LOCALES.map((lang) => (
            <RichTextField
              key={lang}
              lang={lang}
              label={t(`editor.props.languages.${lang}`)}
              value={(read(value, lang) as SerializedEditorState | null) ?? null}
              onChange={(state) => void context.set([...path, lang], state)}
            />
          ))}
        </fieldset>
      );
    case 'video': {
      const current = value as { provider: string; id: string } | null;
      const shown = !current ? '' : current.provider === 'file' ? current.id : videoEmbedUrl(current as never);
      return (
        <TextInput
          label={label}
          value={shown}
          dir="ltr"
          onCommit={(text) => context.set(path, text === '' ? null : text)}
          refusal={context.refusal}
          commitOnBlur
        />
      );
    }
    case 'text':
      return (
        <TextInput
          label={label}
          value={asText(value)}
          onCommit={(text) => context.set(path, text)}
          refusal={context.refusal}
          commitOnBlur={/link|url|full|thumb/i.test(field.key)}
        />
      );
    case 'number':
      return (
        <label className="studio-field">
          <span className="studio-field__label">{label}</span>
          <input
            type="number"
            min={field.min}
            max={field.max}
            step={field.int ? 1 : 'any'}
            value={typeof value === 'number' ? value : ''}
            onChange={(event) => {
              if (event.target.value !== '') context.set(path, Number(event.target.value));
            }}
          />
        </label>
      );
    case 'boolean':
      return (
        <label className="studio-field studio-field--check">
          <input
            type="checkbox"
            checked={value === true}
            onChange={(event) => context.set(path, event.target.checked)}
          />
          <span>{label}</span>
        </label>
      );
    case 'choice':
      return (
        <label className="studio-field">
          <span className="studio-field__label">{label}</span>
          <select
            value={asText(value)}
            onChange={(event) => {
              const option = field.options.find((candidate) => String(candidate) === event.target.value);
              if (option !== undefined) context.set(path, option);
            }}
          >
            {field.options.map((option) => (
              <option key={String(option)} value={String(option)}>
                {choiceLabel(option)}
              </option>
            ))}
          </select>
        </label>
      );
    case 'query':
      return (
        <label className="studio-field">
          <span className="studio-field__label">{t('editor.props.query')}</span>
          <select
            value={typeof value === 'string' ? value : ''}
            disabled={!context.canChooseQuery}
            onChange={(event) => context.set(path, event.target.value === '' ? undefined : event.target.value)}
          >
            <option value="">{t('editor.props.queryNone')}</option>
            {context.queries.map((query) => (
              <option key={query.id} value={query.id}>
                {query.name.fr || query.id}
              </option>
            ))}
          </select>
        </label>
      );
    case 'icon':
      return (
        <IconField
          label={label}
          value={typeof value === 'string' ? value : null}
          path={path.join('.')}
          folded={path.some((part) => typeof part === 'number')}
          onChange={(name) => context.set(path, name)}
        />
      );
    case 'image':
      return (
        <ImageField
          label={label}
          value={value as BlockImage | null | undefined}
          nullable={field.nullable}
          path={path.join('.')}
          onChange={(image) => context.set(path, image)}
          refusal={context.refusal}
        />
      );
    case 'object':
      if (value === null || value === undefined) {
        return field.nullable ? (
          <fieldset className="studio-field" data-field={path.join('.')}>
            <legend>{label}</legend>
            <TextInput
              label={`${label} (URL)`}
              value=""
              dir="ltr"
              commitOnBlur
              onCommit={(text) => (text === '' ? { ok: true } : context.set(path, { full: text }))}
              refusal={context.refusal}
            />
          </fieldset>
        ) : null;
      }
      return (
        <fieldset className="studio-field" data-field={path.join('.')}>
          <legend>{label}</legend>
          <PropsForm fields={field.fields} value={value} path={path} context={context} />
          {field.nullable && (
            <button type="button" className="studio-button" onClick={() => context.set(path, null)}>
              ×
            </button>
          )}
        </fieldset>
      );
    case 'list': {
      const items: unknown[] = Array.isArray(value) ? (value as unknown[]) : [];
      return (
        <fieldset className="studio-field studio-field--list" data-field={path.join('.')}>
          <legend>{label}</legend>
          <ol>
            {items.map((item, index) => (
              <li key={index}>
                <PropsForm fields={field.item} value={item} path={[...path, index]} context={context} />
                <button
                  type="button"
                  className="studio-button"
                  onClick={() =>
                    context.set(
                      path,
                      items.filter((_, at) => at !== index),
                    )
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ol>
          {(field.max === undefined || items.length < field.max) && (
            <button type="button" className="studio-button" onClick={() => context.set(path, [...items, {}])}>
              +
            </button>
          )}
        </fieldset>
      );
    }
  }
}
