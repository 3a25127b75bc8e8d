import { useEffect, useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useStore } from 'zustand';
import { formatDay, formatNumber } from '../../../shared/domain/format';
import {
  algerianDay,
  ANNOUNCEMENT_METRICS,
  startOfDay,
  STATISTICS_LIMITS,
  STATISTICS_METRICS,
  type StatisticsMetric,
} from '../../../shared/domain/statistics';
import { useI18n } from '../kernel';
import { ltr } from '../../../shared/domain/format';
import type { Statistics } from './statistics-store';

/** One colour per measure, distinct for the common colour blindnesses (Okabe–Ito). */
const COLOURS: Record<StatisticsMetric, string> = {
  impressions: '#000000',
  interests: '#8c6d00',
  views: '#0072b2',
  likes: '#d55e00',
  bookmarks: '#009e73',
  phoneReveals: '#cc79a7',
  comments: '#e69f00',
  followers: '#56b4e9',
};

/** A day of the API (YYYY-MM-DD, Algeria's) as the spec writes dates (dd/MM/yyyy). */
const dayText = (day: string) => {
  const start = startOfDay(day);
  return start ? formatDay(start) : day;
};

/**
 * The statistics of the store or of one announcement over a period: presets or chosen days, a
 * line per measure (each can be hidden), and the numbers beside the chart in tables a screen
 * reader reads (the totals, and every day on demand).
 */
export function StatisticsPanel({ stats, onWholeStore }: { stats: Statistics; onWholeStore: () => void }) {
  const { t, dir } = useI18n();
  const target = useStore(stats, (s) => s.target);
  const preset = useStore(stats, (s) => s.preset);
  const period = useStore(stats, (s) => s.period);
  const problem = useStore(stats, (s) => s.problem);
  const series = useStore(stats, (s) => s.series);
  const metrics: readonly StatisticsMetric[] = target.kind === 'store' ? STATISTICS_METRICS : ANNOUNCEMENT_METRICS;
  const [hidden, setHidden] = useState<ReadonlySet<StatisticsMetric>>(new Set());
  const [draft, setDraft] = useState(period);
  useEffect(() => setDraft(period), [period]);

  const data = series.data;
  const range = data ? { from: dayText(data.from), to: dayText(data.to) } : null;
  const shown = metrics.filter((metric) => !hidden.has(metric));
  const points = data?.days.map((day) => ({ ...day, label: dayText(day.day) })) ?? [];

  return (
    <section className="store-stats" aria-labelledby="store-stats-title" aria-busy={series.status === 'loading'}>
      <div className="store-stats__head">
        <h2 id="store-stats-title">
          {target.kind === 'store'
            ? t('storeAnnouncements.statistics.ofStore')
            : t('storeAnnouncements.statistics.ofAnnouncement', { title: target.title })}
        </h2>
        {target.kind === 'announcement' && (
          <button type="button" className="studio-button" onClick={onWholeStore}>
            {t('storeAnnouncements.statistics.wholeStore')}
          </button>
        )}
      </div>

      <fieldset className="store-stats__period">
        <legend>{t('storeAnnouncements.statistics.period.label')}</legend>
        {STATISTICS_LIMITS.presets.map((days) => (
          <button
            key={days}
            type="button"
            className="studio-button"
            aria-pressed={preset === days}
            onClick={() => stats.getState().setPreset(days)}
          >
            {t('storeAnnouncements.statistics.period.preset', { days })}
          </button>
        ))}
        <form
          className="store-stats__custom"
          onSubmit={(event) => {
            event.preventDefault();
            stats.getState().setCustom(draft);
          }}
        >
          <label>
            {t('storeAnnouncements.statistics.period.from')}
            <input
              type="date"
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
          </label>
          <label>
            {t('storeAnnouncements.statistics.period.to')}
            <input type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
          </label>
          <button type="submit" className="studio-button" aria-pressed={preset === 'custom'}>
            {t('storeAnnouncements.statistics.period.custom')}
          </button>
        </form>
        {problem && (
          <p role="alert" className="studio-error">
            {t(`storeAnnouncements.statistics.period.${problem}`, { max: STATISTICS_LIMITS.maxDays })}
          </p>
        )}
      </fieldset>

      {series.status === 'failed' && (
        <div role="alert" className="studio-notice studio-notice--error">
          <p>{t('storeAnnouncements.statistics.failed', { code: series.code ?? 'network' })}</p>
          <button type="button" className="studio-button" onClick={() => void stats.getState().load()}>
            {t('storeAnnouncements.statistics.retry')}
          </button>
        </div>
      )}
      {series.status === 'loading' && !data && <p role="status">{t('storeAnnouncements.statistics.loading')}</p>}

      {data && range && (
        <div className="store-stats__body">
          <figure className="store-stats__chart" data-testid="statistics-chart">
            {/* The toggles are the chart's legend: one swatch and name per line, each can be hidden. */}
            <fieldset className="store-stats__toggles">
              <legend>{t('storeAnnouncements.statistics.shown')}</legend>
              {metrics.map((metric) => (
                <label key={metric} className="store-stats__toggle">
                  <input
                    type="checkbox"
                    checked={!hidden.has(metric)}
                    onChange={() =>
                      setHidden((before) => {
                        const next = new Set(before);
                        if (next.has(metric)) next.delete(metric);
                        else next.add(metric);
                        return next;
                      })
                    }
                  />
                  <span className="store-stats__swatch" style={{ background: COLOURS[metric] }} aria-hidden="true" />
                  {t(`storeAnnouncements.statistics.metrics.${metric}`)}
                </label>
              ))}
            </fieldset>
            {/* The chart is a picture of the tables beside it: screen readers read those instead. */}
            <div className="store-stats__plot" role="img" aria-label={t('storeAnnouncements.statistics.chart', range)}>
              <ResponsiveContainer width="100%" height={300}>
                <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke="#d8dde3" />
                  <XAxis dataKey="label" reversed={dir === 'rtl'} minTickGap={24} tick={{ fontSize: 12 }} />
                  <YAxis
                    allowDecimals={false}
                    orientation={dir === 'rtl' ? 'right' : 'left'}
                    tickFormatter={(value: number) => formatNumber(value)}
                    tick={{ fontSize: 12 }}
                    width={48}
                  />
                  <Tooltip formatter={(value) => formatNumber(Number(value))} />
                  {shown.map((metric) => (
                    <Line
                      key={metric}
                      type="monotone"
                      dataKey={metric}
                      name={t(`storeAnnouncements.statistics.metrics.${metric}`)}
                      stroke={COLOURS[metric]}
                      strokeWidth={2}
                      dot={false}
                      isAnimationActive={false}
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </div>
            <figcaption className="studio-hint">
              {t('storeAnnouncements.statistics.note')}
              {/* The last point drops when the period ends today: say why rather than let it look like a fall. */}
              {data.to === algerianDay(new Date()) && <> {t('storeAnnouncements.statistics.today')}</>}
            </figcaption>
          </figure>

          <div className="store-stats__numbers">
            <table className="store-stats__totals" data-testid="statistics-totals">
              <caption>{t('storeAnnouncements.statistics.totals', range)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('storeAnnouncements.statistics.measure')}</th>
                  <th scope="col">{t('storeAnnouncements.statistics.total')}</th>
                </tr>
              </thead>
              <tbody>
                {metrics.map((metric) => (
                  <tr key={metric} data-metric={metric}>
                    <th scope="row">
                      <span
                        className="store-stats__swatch"
                        style={{ background: COLOURS[metric] }}
                        aria-hidden="true"
                      />
                      {t(`storeAnnouncements.statistics.metrics.${metric}`)}
                    </th>
                    <td>{ltr(formatNumber(data.totals[metric] ?? 0))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <details className="store-stats__daily">
              <summary>{t('storeAnnouncements.statistics.daily')}</summary>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('storeAnnouncements.statistics.day')}</th>
                    {metrics.map((metric) => (
                      <th key={metric} scope="col">
                        {t(`storeAnnouncements.statistics.metrics.${metric}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {points.map((day) => (
                    <tr key={day.day}>
                      <th scope="row">{day.label}</th>
                      {metrics.map((metric) => (
                        <td key={metric}>{ltr(formatNumber(day[metric] ?? 0))}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </div>
        </div>
      )}
    </section>
  );
}
