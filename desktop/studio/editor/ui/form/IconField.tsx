import { useId, useState } from 'react';
import { ICON_NAMES, type IconName } from '../../../../../shared/site/blocks/icons';
import { ICON_COMPONENTS } from '../../../../../shared/site/render/icons';
import { useI18n } from '../../../kernel';
import type { ActionResult } from '../../state/types';

/**
 * An icon of the Icon and Features blocks, chosen by sight: the closed set as a grid of radio
 * buttons (the arrows move through them, as in any radio group), each named in words for the
 * tooltip and assistive technologies, never by its code. In a list (each item of Features) the
 * grid is folded behind the chosen icon and its name, so six items do not make six grids.
 */
export function IconField({
  label,
  value,
  path,
  folded = false,
  onChange,
}: {
  label: string;
  value: string | null;
  path: string;
  /** Shows the chosen icon with a button that opens the grid. */
  folded?: boolean;
  onChange: (name: IconName) => ActionResult;
}) {
  const { t } = useI18n();
  const group = useId();
  const gridId = useId();
  const [open, setOpen] = useState(!folded);
  const chosen = ICON_NAMES.find((name) => name === value);
  const Chosen = chosen ? ICON_COMPONENTS[chosen] : null;
  return (
    <fieldset className="studio-field studio-icon-field" data-field={path}>
      <legend>{label}</legend>
      {folded && (
        <div className="studio-icon-chosen">
          {Chosen && <Chosen size={20} aria-hidden="true" />}
          <span>{chosen ? t(`fields.iconNames.${chosen}`) : ''}</span>
          <button
            type="button"
            className="studio-button"
            aria-expanded={open}
            aria-controls={gridId}
            onClick={() => setOpen(!open)}
          >
            {t(open ? 'editor.props.iconClose' : 'editor.props.iconChange')}
          </button>
        </div>
      )}
      <div className="studio-icon-grid" id={gridId} hidden={!open}>
        {ICON_NAMES.map((name) => {
          const Icon = ICON_COMPONENTS[name];
          const word = t(`fields.iconNames.${name}`);
          return (
            <label key={name} className="studio-icon-choice" title={word}>
              <input
                type="radio"
                name={group}
                value={name}
                className="visually-hidden"
                checked={value === name}
                onChange={() => onChange(name)}
              />
              <Icon size={20} aria-hidden="true" />
              <span className="visually-hidden">{word}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
