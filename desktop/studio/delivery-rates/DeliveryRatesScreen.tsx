import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { RATE_CSV_COLUMNS, RATE_IMPORT_MAX_LINES } from '../../../shared/domain/orders';
import { ApiError, LoadFailed, ScreenFrame, useI18n, useStudioConnection } from '../kernel';
import { deliveryRatesApi, refusedLinesOf, type ProviderGrid, type RefusedLine } from './delivery-rates-api';
import './delivery-rates.css';

type ListState = { name: 'loading' } | { name: 'failed' } | { name: 'ready'; rows: ProviderGrid[] };

/** What the last import of a provider's grid gave. */
type Outcome =
  { kind: 'imported'; count: number } | { kind: 'refused'; lines: RefusedLine[] } | { kind: 'error'; text: string };

/**
 * Operators' import of the delivery providers' price grids (issue 20): one card per provider with
 * the size of its grid; a CSV file replaces it as a whole. A file with a wrong line imports
 * nothing, and each refused line is listed with its number and what is wrong.
 */
export function DeliveryRatesScreen({ onExit }: { onExit: () => void }) {
  const { t } = useI18n();
  const { client } = useStudioConnection();
  const api = useMemo(() => deliveryRatesApi(client), [client]);
  const [list, setList] = useState<ListState>({ name: 'loading' });

  const load = useCallback(async () => {
    try {
      setList({ name: 'ready', rows: await api.providers() });
    } catch {
      setList({ name: 'failed' });
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <ScreenFrame
      title={t('deliveryRates.title')}
      backLabel={t('deliveryRates.back')}
      onExit={onExit}
      busy={list.name === 'loading'}
    >
      <p className="delivery-rates__lead">{t('deliveryRates.lead')}</p>
      <p className="delivery-rates__lead delivery-rates__hint">
        {t('deliveryRates.columns', { columns: RATE_CSV_COLUMNS.join(',') })}
      </p>
      {list.name === 'loading' && <p>{t('deliveryRates.loading')}</p>}
      {list.name === 'failed' && (
        <LoadFailed
          text={t('deliveryRates.failed')}
          retryLabel={t('deliveryRates.retry')}
          onRetry={() => void load()}
        />
      )}
      {list.name === 'ready' && list.rows.length === 0 && <p>{t('deliveryRates.empty')}</p>}
      {list.name === 'ready' && list.rows.length > 0 && (
        <ul className="studio-screen__list">
          {list.rows.map((row) => (
            <ProviderCard
              key={row.provider.id}
              row={row}
              onImport={async (csv) => {
                const count = await api.importCsv(row.provider.id, csv);
                await load();
                return count;
              }}
            />
          ))}
        </ul>
      )}
    </ScreenFrame>
  );
}

function ProviderCard({ row, onImport }: { row: ProviderGrid; onImport: (csv: string) => Promise<number> }) {
  const { t } = useI18n();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const name = row.provider.name;

  const submit = async () => {
    if (!file || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'imported', count: await onImport(await file.text()) });
    } catch (error) {
      const failure = ApiError.from(error);
      const lines = refusedLinesOf(failure);
      if (lines && lines.length > 0) setOutcome({ kind: 'refused', lines });
      else setOutcome({ kind: 'error', text: failure.isNetwork ? t('deliveryRates.network') : failure.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="studio-card delivery-rates__card" aria-labelledby={`${id}-name`}>
      <div className="delivery-rates__head">
        <h2 id={`${id}-name`}>{name}</h2>
        <span>
          {row.rateCount > 0 ? t('deliveryRates.lines', { count: row.rateCount }) : t('deliveryRates.noGrid')}
        </span>
      </div>
      <form
        className="delivery-rates__form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={`${id}-file`}>{t('deliveryRates.file', { name })}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setOutcome(null);
          }}
        />
        <button type="submit" className="studio-button studio-button--primary" disabled={!file || busy}>
          {busy ? t('deliveryRates.importing') : t('deliveryRates.import')}
        </button>
      </form>
      {outcome?.kind === 'imported' && (
        <p role="status" className="delivery-rates__done">
          {t('deliveryRates.imported', { count: outcome.count, name })}
        </p>
      )}
      {outcome?.kind === 'refused' && (
        <div role="alert" className="delivery-rates__refused">
          <p>{t('deliveryRates.refused')}</p>
          <ul>
            {outcome.lines.map((line) => (
              <li key={`${line.line}-${line.problem}`}>
                {line.line > 0
                  ? t('deliveryRates.lineProblem', {
                      line: line.line,
                      problem: t(`deliveryRates.problems.${line.problem}`, { max: RATE_IMPORT_MAX_LINES }),
                    })
                  : t(`deliveryRates.problems.${line.problem}`, { max: RATE_IMPORT_MAX_LINES })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {outcome?.kind === 'error' && (
        <p role="alert" className="delivery-rates__refused">
          {outcome.text}
        </p>
      )}
    </li>
  );
}
