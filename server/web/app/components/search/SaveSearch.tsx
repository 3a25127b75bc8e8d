import { BellPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_LIMITS,
  type SavedSearchFrequency,
} from '../../../../../shared/domain/saved-searches';
import type { SearchFilter } from '../../../../../shared/domain/search';
import { SavedSearchCreateDocument } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { searchAddressOf, searchVariables } from '../../lib/search-address';
import { Link } from '../../navigation';
import { paths } from '../../routes';
import { isMember, useViewer } from '../../session';
import { Dialog } from '../Dialog';

/**
 * "Save this search" on the search page (issue 18, beyond the spec): the search's address and
 * filters (first page, the order left out), a name and how often to be told of new matches.
 * Visitors get a link to sign in and come back.
 */
export function SaveSearch({ filter, title }: { filter: SearchFilter; title: string }) {
  const { t } = useI18n();
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(title);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('INSTANT');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [{ fetching }, create] = useMutation(SavedSearchCreateDocument);
  const formId = useId();
  const address = searchAddressOf({ ...filter, page: 1 });

  if (!isMember(viewer)) {
    return (
      <Link href={paths.login(address)} className="button search-toolbar__save" title={t('portal.search.save.signIn')}>
        <BellPlus aria-hidden="true" size={18} />
        <span>{t('portal.search.save.open')}</span>
      </Link>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const { q, filter: variables } = searchVariables({ ...filter, page: 1, orderByField: null });
    const result = await create({ input: { name, path: address, q, filter: variables ?? {}, frequency } });
    if (result.data?.savedSearchCreate) setSaved(true);
    else setError(result.error?.graphQLErrors[0]?.message ?? t('portal.layout.unexpected'));
  };

  return (
    <>
      <button
        type="button"
        className="button search-toolbar__save"
        onClick={() => {
          setSaved(false);
          setName(title);
          setOpen(true);
        }}
      >
        <BellPlus aria-hidden="true" size={18} />
        <span>{t('portal.search.save.open')}</span>
      </button>
      <Dialog
        open={open}
        title={t('portal.search.save.title')}
        onClose={() => setOpen(false)}
        actions={
          saved ? (
            <button type="button" className="button button--primary" onClick={() => setOpen(false)}>
              {t('portal.layout.close')}
            </button>
          ) : (
            <>
              <button type="button" className="button" onClick={() => setOpen(false)}>
                {t('portal.layout.cancel')}
              </button>
              <button type="submit" form={formId} className="button button--primary" disabled={fetching}>
                {t('portal.search.save.submit')}
              </button>
            </>
          )
        }
      >
        {saved ? (
          <div role="status">
            <p className="form-success">{t('portal.search.save.saved')}</p>
            <Link href={paths.notifications()}>{t('portal.search.save.manage')}</Link>
          </div>
        ) : (
          <form id={formId} className="report-form" onSubmit={(event) => void submit(event)}>
            <label className="field">
              <span>{t('portal.search.save.name')}</span>
              <input
                value={name}
                required
                maxLength={SAVED_SEARCH_LIMITS.nameMax}
                dir="auto"
                onChange={(event) => setName(event.target.value)}
              />
            </label>
            <fieldset className="report-form__reasons">
              <legend>{t('portal.search.save.frequency')}</legend>
              {SAVED_SEARCH_FREQUENCIES.map((value) => (
                <label key={value} className="choice">
                  <input
                    type="radio"
                    name="frequency"
                    value={value}
                    checked={frequency === value}
                    onChange={() => setFrequency(value)}
                  />
                  <span>{t(`portal.search.save.${value}`)}</span>
                </label>
              ))}
            </fieldset>
            {error ? (
              <p className="form-error" role="alert">
                {error}
              </p>
            ) : null}
          </form>
        )}
      </Dialog>
    </>
  );
}
