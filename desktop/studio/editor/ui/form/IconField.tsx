import { useId } from 'react';
import { ICON_NAMES, type IconName } from '../../../../../shared/site/blocks/icons';
import { ICON_COMPONENTS } from '../../../../../shared/site/render/icons';
import { useI18n } from '../../../kernel';
import type { ActionResult } from '../../state/types';

/**
 * An icon of the Icon and Features blocks, chosen by sight: the closed set as a grid of radio
 * buttons (the arrows move through them, as in any radio group), each named in words for the
 * tooltip and assistive technologies, never by its code.
 */
export function IconField({
  label,
  value,
  path,
  onChange,
}: {
  label: string;
  value: string | null;
  path: string;
  onChange: (name: IconName) => ActionResult;
}) {
  const { t } = useI18n();
  const group = useId();
  return (
    <fieldset className="studio-field studio-icon-field" data-field={path}>
      <legend>{label}</legend>
      <div className="studio-icon-grid">
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
