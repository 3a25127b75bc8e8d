import { useEffect, useId, useMemo, useState } from 'react';
import { formatNumber, ltr } from '../../../shared/domain/format';
import { lastDays } from '../../../shared/domain/statistics';
import { LoadFailed, useI18n } from '../kernel';
import type { Audience, promotionsApi } from './promotions-api';

/** An address as people read it ("/Ordinateurs portables", Arabic words in full); as stored when not decodable. */
function readable(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Days the audience covers: the last week. */
const DAYS = 7;

/**
 * The portal's audience over the last 7 days (issue 21): its page views and visitors, and the
 * most viewed pages with theirs, rolled up from the tracking pixel's page views. What operators
 * show advertisers about the places they sell.
 */
export function AudiencePanel({ api, onClose }: { api: ReturnType<typeof promotionsApi>; onClose: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const period = useMemo(() => lastDays(DAYS, new Date()), []);
  const [state, setState] = useState<{ name: 'loading' } | { name: 'failed' } | { name: 'ready'; audience: Audience }>({
    name: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState({ name: 'loading' });
    api.audience(period).then(
      (audience) => !cancelled && setState({ name: 'ready', audience }),
      () => !cancelled && setState({ name: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, period, attempt]);

  const number = (value: number) => ltr(formatNumber(value));
  return (
    <section className="studio-card promotions__figures" aria-labelledby={`${id}-title`}>
      <div className="promotions__figures-head">
        <h2 id={`${id}-title`}>{t('promotions.audience.title', { days: DAYS })}</h2>
        <button type="button" className="studio-button" onClick={onClose}>
          {t('promotions.chart.close')}
        </button>
      </div>
      {state.name === 'loading' && <p role="status">{t('promotions.audience.loading')}</p>}
      {state.name === 'failed' && (
        <LoadFailed
          text={t('promotions.audience.failed')}
          retryLabel={t('promotions.retry')}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      {state.name === 'ready' && (
        <>
          <p data-testid="audience-totals">
            {t('promotions.audience.totals', {
              views: number(state.audience.views),
              visitors: number(state.audience.visitors),
            })}
          </p>
          {state.audience.pages.length === 0 ? (
            <p>{t('promotions.audience.empty')}</p>
          ) : (
            <table className="promotions__table">
              <caption className="visually-hidden">{t('promotions.audience.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('promotions.audience.page')}</th>
                  <th scope="col">{t('promotions.audience.views')}</th>
                  <th scope="col">{t('promotions.audience.visitors')}</th>
                </tr>
              </thead>
              <tbody>
                {state.audience.pages.map((page) => (
                  <tr key={page.path}>
                    <th scope="row" dir="ltr" className="promotions__path">
                      {readable(page.path)}
                    </th>
                    <td>{number(page.views)}</td>
                    <td>{number(page.visitors)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
