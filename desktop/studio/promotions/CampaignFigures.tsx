import { useEffect, useId, useMemo, useState } from 'react';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay, formatNumber, formatPercent, ltr } from '../../../shared/domain/format';
import type { Locale } from '../../../shared/i18n/locales';
import { lastDays, startOfDay } from '../../../shared/domain/statistics';
import { LoadFailed, useI18n } from '../kernel';
import type { Campaign, Figures, promotionsApi } from './promotions-api';

/** Days the figures cover: the last month. */
const DAYS = 30;

const dayText = (day: string) => {
  const start = startOfDay(day);
  return start ? formatDay(start) : day;
};

function rateText(rate: number | null | undefined, none: string, locale: Locale): string {
  return rate === null || rate === undefined ? none : formatPercent(rate, locale);
}

/**
 * A campaign's impressions and clicks per day over the last 30 days, as a chart (impressions as
 * bars, clicks as a line on their own scale) and as the table of the same numbers with each day's
 * click-through rate, which a screen reader reads instead of the chart.
 */
export function CampaignFigures({
  api,
  campaign,
  onClose,
}: {
  api: ReturnType<typeof promotionsApi>;
  campaign: Campaign;
  onClose: () => void;
}) {
  const { t, dir, locale } = useI18n();
  const id = useId();
  const period = useMemo(() => lastDays(DAYS, new Date()), []);
  const [state, setState] = useState<{ name: 'loading' } | { name: 'failed' } | { name: 'ready'; figures: Figures }>({
    name: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState({ name: 'loading' });
    api.figures(campaign.id, period).then(
      (figures) => !cancelled && setState({ name: 'ready', figures }),
      () => !cancelled && setState({ name: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [api, campaign.id, period, attempt]);

  const none = t('promotions.chart.none');
  return (
    <section className="studio-card promotions__figures" aria-labelledby={`${id}-title`}>
      <div className="promotions__figures-head">
        <h2 id={`${id}-title`}>{t('promotions.chart.title', { name: campaign.name })}</h2>
        <button type="button" className="studio-button" onClick={onClose}>
          {t('promotions.chart.close')}
        </button>
      </div>
      <p className="promotions__hint">
        {t('promotions.chart.last', { days: DAYS })} · {t('promotions.chart.updated')}
      </p>
      {state.name === 'loading' && <p role="status">{t('promotions.chart.loading')}</p>}
      {state.name === 'failed' && (
        <LoadFailed
          text={t('promotions.chart.failed')}
          retryLabel={t('promotions.retry')}
          onRetry={() => setAttempt((value) => value + 1)}
        />
      )}
      {state.name === 'ready' && (
        <>
          <div className="promotions__plot" aria-hidden="true">
            <ResponsiveContainer width="100%" height={260}>
              <ComposedChart
                data={state.figures.days.map((day) => ({ ...day, label: dayText(day.day) }))}
                margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
              >
                <CartesianGrid strokeDasharray="3 3" stroke="#d8dde3" />
                <XAxis dataKey="label" reversed={dir === 'rtl'} minTickGap={24} tick={{ fontSize: 12 }} />
                <YAxis
                  yAxisId="impressions"
                  allowDecimals={false}
                  orientation={dir === 'rtl' ? 'right' : 'left'}
                  tickFormatter={(value: number) => ltr(formatNumber(value))}
                  tick={{ fontSize: 12 }}
                  width={56}
                />
                <YAxis
                  yAxisId="clicks"
                  allowDecimals={false}
                  orientation={dir === 'rtl' ? 'left' : 'right'}
                  tickFormatter={(value: number) => ltr(formatNumber(value))}
                  tick={{ fontSize: 12 }}
                  width={40}
                />
                <Tooltip formatter={(value) => ltr(formatNumber(Number(value)))} />
                <Bar
                  yAxisId="impressions"
                  dataKey="impressions"
                  name={t('promotions.chart.impressions')}
                  fill="#7aa7d9"
                  isAnimationActive={false}
                />
                <Line
                  yAxisId="clicks"
                  dataKey="clicks"
                  name={t('promotions.chart.clicks')}
                  stroke="#b94600"
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              </ComposedChart>
            </ResponsiveContainer>
          </div>
          <table className="promotions__table" data-testid="promotion-figures">
            <thead>
              <tr>
                <th scope="col">{t('promotions.chart.day')}</th>
                <th scope="col">{t('promotions.chart.impressions')}</th>
                <th scope="col">{t('promotions.chart.clicks')}</th>
                <th scope="col">{t('promotions.chart.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {[...state.figures.days].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row">
                    <bdi>{dayText(day.day)}</bdi>
                  </th>
                  <td>
                    <bdi>{formatNumber(day.impressions)}</bdi>
                  </td>
                  <td>
                    <bdi>{formatNumber(day.clicks)}</bdi>
                  </td>
                  <td>
                    <bdi>{rateText(day.impressions > 0 ? day.clicks / day.impressions : null, none, locale)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-testid="promotion-totals">
                <th scope="row">{t('promotions.chart.total')}</th>
                <td>
                  <bdi>{formatNumber(state.figures.impressions)}</bdi>
                </td>
                <td>
                  <bdi>{formatNumber(state.figures.clicks)}</bdi>
                </td>
                <td>
                  <bdi>{rateText(state.figures.clickThroughRate, none, locale)}</bdi>
                </td>
              </tr>
            </tfoot>
          </table>
        </>
      )}
    </section>
  );
}
