import { PROMOTION_LIMITS } from '../../../shared/domain/promotions';
import { useFilterChoices, useI18n } from '../kernel';
import type { CategoryChoice } from './promotions-api';

/**
 * The categories a campaign aims at: the roots, each with its subcategories folded under it. None
 * ticked means every category; a root includes its subcategories (the server's placement walks a
 * category's parents), so a subcategory under a ticked root is shown ticked and cannot be unticked.
 */
export function CategoryPicker({
  value,
  onChange,
  invalid,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  invalid: Record<string, unknown>;
}) {
  const { t, locale } = useI18n();
  const { choices, failed, retry } = useFilterChoices();
  const roots = choices?.categories ?? null;

  const chosen = new Set(value);
  const toggle = (id: string, on: boolean, children: readonly { id: string }[] = []) => {
    // Ticking a root takes its subcategories off the list: the root already covers them.
    const covered = new Set(children.map((child) => child.id));
    onChange(on ? [...value.filter((item) => !covered.has(item)), id] : value.filter((item) => item !== id));
  };
  const name = (category: CategoryChoice | CategoryChoice['children'][number]) => category.names[locale];

  return (
    <fieldset className="promotions__categories" {...invalid}>
      <legend>{t('promotions.form.categories')}</legend>
      <p className="promotions__hint">{t('promotions.form.categoriesHint', { max: PROMOTION_LIMITS.categoriesMax })}</p>
      {failed ? (
        <p className="promotions__problem" role="alert">
          {t('promotions.form.categoriesFailed')}{' '}
          <button type="button" className="studio-button" onClick={retry}>
            {t('promotions.form.retry')}
          </button>
        </p>
      ) : (
        <ul className="promotions__category-list" aria-busy={roots === null}>
          {roots?.map((root) => {
            const rootOn = chosen.has(root.id);
            const picked = root.children.filter((child) => chosen.has(child.id)).length;
            return (
              <li key={root.id}>
                <label className="promotions__choice">
                  <input
                    type="checkbox"
                    checked={rootOn}
                    onChange={(event) => toggle(root.id, event.target.checked, root.children)}
                  />
                  {name(root)}
                </label>
                {root.children.length > 0 && (
                  <details open={picked > 0 || undefined}>
                    <summary>{t('promotions.form.subcategories', { name: name(root) })}</summary>
                    {root.children.map((child) => (
                      <label key={child.id} className="promotions__choice">
                        <input
                          type="checkbox"
                          checked={rootOn || chosen.has(child.id)}
                          disabled={rootOn}
                          onChange={(event) => toggle(child.id, event.target.checked)}
                        />
                        {name(child)}
                      </label>
                    ))}
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
