import { ArchiveRestore, ArrowUpToLine, BarChart3, EyeOff, ImageOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { canApply } from '../../../../../shared/domain/announcement-status';
import { memberReasonKey, PROVIDER_NAME } from '../../../../../shared/domain/announcements';
import { formatDay, formatPrice } from '../../../../../shared/domain/format';
import type { MyAnnouncementRowsQuery } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths } from '../../routes';
import { StatisticsChart } from './StatisticsChart';

export type MyRow = MyAnnouncementRowsQuery['myAnnouncements']['data'][number];
export type OwnerAction = 'refresh' | 'disable' | 'restore' | 'delete';

const ACTION_ICONS = { refresh: ArrowUpToLine, disable: EyeOff, restore: ArchiveRestore, delete: Trash2 } as const;

/** Statuses a buyer can open (the others have no public page to link to). */
const SHOWN = new Set(['PUBLISHED', 'EDITED']);

/**
 * One of the member's announcements: its picture, title, status, price and dates, its counts, the
 * actions its status allows (`canApply`, the table the server enforces), and its statistics.
 */
export function MyAnnouncementRow({
  row,
  busy,
  onAct,
}: {
  row: MyRow;
  busy: boolean;
  onAct: (action: OwnerAction, row: MyRow) => void;
}) {
  const { t, locale } = useI18n();
  const [statsOpen, setStatsOpen] = useState(false);
  const actions = (['refresh', 'disable', 'restore', 'delete'] as const).filter((action) =>
    canApply(action, row.status),
  );
  const title = SHOWN.has(row.status) ? (
    <Link href={paths.announcement(row)}>
      <bdi>{row.title}</bdi>
    </Link>
  ) : (
    <bdi>{row.title}</bdi>
  );
  return (
    <li className="my-row" data-announcement={row.id} data-status={row.status}>
      <div className="my-row__main">
        <div className="my-row__picture">
          {row.defaultMedia ? (
            <img src={row.defaultMedia.thumbnail} alt="" loading="lazy" />
          ) : (
            <ImageOff aria-hidden="true" size={22} />
          )}
        </div>
        <div className="my-row__body">
          <h2 className="my-row__title">{title}</h2>
          <p className="my-row__meta">
            <span className={`my-row__status my-row__status--${row.status.toLowerCase()}`}>
              {t(`portal.myAnnouncements.statuses.${row.status}`)}
            </span>
            <bdi>{formatPrice(row.pricePreview, row.priceUnit, locale, row.priceType)}</bdi>
          </p>
          <p className="my-row__dates">
            <span>{t('portal.myAnnouncements.created', { date: formatDay(new Date(row.createdAt)) })}</span>
            {row.expiresAt && (
              <span>{t('portal.myAnnouncements.expires', { date: formatDay(new Date(row.expiresAt)) })}</span>
            )}
            <span>{t('portal.myAnnouncements.reference', { reference: row.reference })}</span>
          </p>
          <p className="my-row__counts">
            {t('portal.myAnnouncements.counts', {
              views: row.viewCount,
              likes: row.likeCount,
              comments: row.commentCount,
            })}
          </p>
          {row.status === 'DELETED' && row.deleteReason && memberReasonKey(row.deleteReason) && (
            <p className="my-row__reason">
              {t('portal.myAnnouncements.reason', {
                reason: t(`portal.myAnnouncements.reasons.${memberReasonKey(row.deleteReason)!}`, {
                  provider: PROVIDER_NAME,
                }),
              })}
            </p>
          )}
        </div>
      </div>
      <div
        className="my-row__actions"
        role="group"
        aria-label={t('portal.myAnnouncements.actions.label', { title: row.title })}
      >
        {canApply('update', row.status) && (
          <Link className="button button--small" href={paths.editAnnouncement(row.id)}>
            <Pencil aria-hidden="true" size={16} />
            {t('portal.myAnnouncements.actions.edit')}
          </Link>
        )}
        {actions.map((action) => {
          const Icon = ACTION_ICONS[action];
          return (
            <button
              key={action}
              type="button"
              className="button button--small"
              disabled={busy}
              onClick={() => onAct(action, row)}
            >
              <Icon aria-hidden="true" size={16} />
              {t(`portal.myAnnouncements.actions.${action}`)}
            </button>
          );
        })}
        <button
          type="button"
          className="button button--small button--ghost"
          aria-expanded={statsOpen}
          onClick={() => setStatsOpen((open) => !open)}
        >
          <BarChart3 aria-hidden="true" size={16} />
          {statsOpen ? t('portal.myAnnouncements.hideStatistics') : t('portal.myAnnouncements.actions.statistics')}
        </button>
      </div>
      {statsOpen && <StatisticsChart id={row.id} title={row.title} />}
    </li>
  );
}
