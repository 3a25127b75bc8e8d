import { useMemo } from 'react';
import { ANNOUNCEMENT_METRICS, lastDays } from '../../../../../shared/domain/statistics';
import { MyAnnouncementStatisticsDocument } from '../../../../../shared/graphql/generated';
import { useQuery } from '../../../../../shared/graphql/use-query';
import { formatNumber } from '../../../../../shared/domain/format';
import { useI18n } from '../../i18n';

/** Days the member's statistics cover. */
const DAYS = 30;

/**
 * One announcement's last 30 days: views per day as bars, and beside them the totals of every
 * measure (views, likes, bookmarks, phone reveals, comments) as numbers. The chart is a picture
 * of the numbers, which stay readable (and read by screen readers) on their own.
 */
export function StatisticsChart({ id, title }: { id: string; title: string }) {
  const { t } = useI18n();
  // Asked once per opening, from the browser's today (Algeria's days are the server's rule).
  const period = useMemo(() => lastDays(DAYS, new Date()), []);
  const [result] = useQuery({
    query: MyAnnouncementStatisticsDocument,
    variables: { id, period: { from: period.from, to: period.to } },
    requestPolicy: 'network-only',
  });
  const series = result.data?.announcementStatistics;
  if (result.error) return <p role="alert">{t('portal.myAnnouncements.failed')}</p>;
  if (!series) return <p role="status">…</p>;
  const highest = Math.max(1, ...series.days.map((day) => day.views));
  return (
    <div className="my-stats">
      <svg
        className="my-stats__chart"
        viewBox={`0 0 ${series.days.length * 10} 60`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('portal.myAnnouncements.chartLabel', { title, days: DAYS })}
      >
        {series.days.map((day, index) => {
          const height = (day.views / highest) * 56;
          return (
            <rect key={day.day} x={index * 10 + 1} y={60 - height} width={8} height={height} rx={1}>
              <title>{`${day.day}: ${day.views}`}</title>
            </rect>
          );
        })}
      </svg>
      <dl className="my-stats__totals" aria-label={t('portal.myAnnouncements.statsFor', { days: DAYS })}>
        {ANNOUNCEMENT_METRICS.map((metric) => (
          <div key={metric}>
            <dt>{t(`portal.myAnnouncements.metrics.${metric}`)}</dt>
            <dd>
              <bdi>{formatNumber(series.totals[metric])}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
