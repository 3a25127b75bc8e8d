import { useId, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { AnnouncementFormStore } from '../store';
import { FormField, invalidProps } from './FormField';
import { useFormTexts } from './texts';

/** How a typed search and a category's name compare: case and accents aside ("vehicule" finds "Véhicules"). */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * The category, chosen level by level (a group, then one of its sub-categories), or found by
 * typing part of its name: a found one is taken through the same levels.
 */
export function CategoryFields({ form }: { form: AnnouncementFormStore }) {
  const { t } = useFormTexts();
  const levels = useStore(form, (state) => state.levels);
  const tree = useStore(form, (state) => state.tree);
  const errors = useStore(form, (state) => state.errors);
  const { chooseCategory, pickCategory } = form.getState();
  const [search, setSearch] = useState('');
  const listId = useId();
  // A group was taken and its sub-categories wait for a choice (the form has no category yet).
  const groupOnly = levels.length > 1 && levels[levels.length - 1]?.chosen === null;
  const found = useMemo(() => {
    const wanted = folded(search);
    if (wanted.length < 2) return [];
    return tree
      .flatMap((root) => [
        { path: [root.id], label: root.name, name: root.name },
        ...root.children.map((child) => ({
          path: [root.id, child.id],
          label: `${root.name} › ${child.name}`,
          name: child.name,
        })),
      ])
      .filter((entry) => folded(entry.name).includes(wanted))
      .slice(0, 8);
  }, [search, tree]);

  return (
    <fieldset className="announcement-form__section">
      <legend>{t('fields.category')}</legend>
      {tree.length > 0 && (
        <div className="announcement-form__field">
          <label htmlFor={`${listId}-search`}>{t('fields.searchCategory')}</label>
          <input
            id={`${listId}-search`}
            type="search"
            value={search}
            autoComplete="off"
            aria-controls={listId}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ul id={listId} className="announcement-form__found" aria-live="polite">
            {found.map((entry) => (
              <li key={entry.path.join('/')}>
                <button
                  type="button"
                  className="announcement-form__button"
                  onClick={() => {
                    setSearch('');
                    void pickCategory(entry.path);
                  }}
                >
                  {entry.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="announcement-form__grid">
        {levels.map((level, index) => {
          const name = index === 0 ? 'categoryId' : `categoryId-${index}`;
          // The missing choice is at the deepest level: that select carries the error.
          const error = index === levels.length - 1 ? errors.categoryId : undefined;
          return (
            <FormField
              key={index}
              name={name}
              label={index === 0 ? `${t('fields.category')} *` : t('fields.subcategory')}
              error={error}
            >
              <select
                {...invalidProps(name, error)}
                value={level.chosen ?? ''}
                onChange={(event) => void chooseCategory(index, event.target.value || null)}
              >
                <option value="">{t('fields.chooseCategory')}</option>
                {level.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </FormField>
          );
        })}
      </div>
      {groupOnly && <p className="announcement-form__hint">{t('fields.groupOnly')}</p>}
    </fieldset>
  );
}
