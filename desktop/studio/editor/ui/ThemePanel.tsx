import { PALETTE_COLORS } from '../../../../shared/site/blocks/fields';
import type { SiteTheme } from '../../../../shared/site/document';
import { useI18n } from '../../kernel';
import { useEditor } from '../state/react';
import { ImageField } from './form/ImageField';
import { useActionFeedback, useRefusalText } from './use-action-feedback';

/** Fonts the sites offer (site.css maps each to a stack the visitor's system has). */
const FONTS = ['Default', 'Serif', 'Rounded', 'Mono'];

/** The site's theme, applied live on the canvas: font, dark mode, colour, background. */
export function ThemePanel() {
  const { t } = useI18n();
  const theme = useEditor((state) => state.document.theme);
  const feedback = useActionFeedback();
  const refusal = useRefusalText();
  const set = (change: Partial<SiteTheme>) => feedback({ type: 'theme/set', theme: change });
  return (
    <div className="studio-form" data-panel="theme">
      <label className="studio-field">
        <span className="studio-field__label">{t('editor.theme.font')}</span>
        <select value={theme.font} onChange={(event) => set({ font: event.target.value })}>
          {FONTS.map((font) => (
            <option key={font}>{font}</option>
          ))}
        </select>
      </label>
      <label className="studio-field studio-field--check">
        <input type="checkbox" checked={theme.dark} onChange={(event) => set({ dark: event.target.checked })} />
        <span>{t('editor.theme.dark')}</span>
      </label>
      <label className="studio-field">
        <span className="studio-field__label">{t('editor.theme.color')}</span>
        <span className="studio-color">
          <select
            aria-label={t('editor.theme.color')}
            value={(PALETTE_COLORS as readonly string[]).includes(theme.color) ? theme.color : ''}
            onChange={(event) => event.target.value && set({ color: event.target.value })}
          >
            <option value="">#</option>
            {PALETTE_COLORS.filter((color) => color !== 'primary').map((color) => (
              <option key={color}>{color}</option>
            ))}
          </select>
          <input
            type="color"
            aria-label={`${t('editor.theme.color')} (#)`}
            value={theme.color.startsWith('#') && theme.color.length === 7 ? theme.color : '#e95903'}
            onChange={(event) => set({ color: event.target.value })}
          />
        </span>
      </label>
      <label className="studio-field">
        <span className="studio-field__label">{t('editor.theme.backgroundColor')}</span>
        <input
          type="color"
          value={
            theme.backgroundColor?.startsWith('#') && theme.backgroundColor.length === 7
              ? theme.backgroundColor
              : '#ffffff'
          }
          onChange={(event) => set({ backgroundColor: event.target.value })}
        />
      </label>
      <ImageField
        label={t('editor.theme.backgroundImg')}
        value={theme.backgroundImg ?? null}
        nullable
        focusable={false}
        path="theme.backgroundImg"
        onChange={(image) =>
          set({
            backgroundImg: image ? { full: image.full, ...(image.thumb ? { thumb: image.thumb } : {}) } : undefined,
          })
        }
        refusal={(result) => refusal({ type: 'theme/set', theme: {} }, result)}
      />
    </div>
  );
}
