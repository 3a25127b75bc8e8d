import { useCallback, useEffect, useMemo, useState } from 'react';
import { formatDay } from '../../../shared/domain/format';
import { PROMOTION_STATES, type PromotionState } from '../../../shared/domain/promotions';
import {
  ApiError,
  LoadFailed,
  NoticeLine,
  ScreenFrame,
  useI18n,
  useStudioConnection,
  type ScreenNotice,
} from '../kernel';
import { CampaignFigures } from './CampaignFigures';
import { CampaignForm } from './CampaignForm';
import { useSlotLabel } from './slot-labels';
import { AudiencePanel } from './AudiencePanel';
import { promotionsApi, type Campaign } from './promotions-api';
import './promotions.css';

type ListState = { name: 'loading' } | { name: 'failed' } | { name: 'ready'; rows: Campaign[] };
/** `opened` counts the openings: opening the figures again reads them again. */
type Panel =
  | { name: 'none' }
  | { name: 'form'; campaign: Campaign | null }
  | { name: 'figures'; campaign: Campaign; opened: number }
  | { name: 'audience' };

/**
 * Operators' promotion campaigns (issue 21): the list by state, a campaign's form (its slots,
 * dates, target, weight, daily limit and a picture per device checked against the slots' sizes
 * and previewed in them), pause and resume, and each campaign's figures per day.
 */
export function PromotionsScreen({ onExit }: { onExit: () => void }) {
  const { t, locale } = useI18n();
  const { client, session, apiBaseUrl } = useStudioConnection();
  const api = useMemo(() => promotionsApi(client, session, apiBaseUrl), [client, session, apiBaseUrl]);
  const [filter, setFilter] = useState<PromotionState | null>(null);
  const [list, setList] = useState<ListState>({ name: 'loading' });
  const [panel, setPanel] = useState<Panel>({ name: 'none' });
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const slotLabel = useSlotLabel();

  const load = useCallback(async () => {
    try {
      setList({ name: 'ready', rows: await api.list(filter) });
    } catch {
      setList({ name: 'failed' });
    }
  }, [api, filter]);
  useEffect(() => {
    void load();
  }, [load]);

  const pause = async (campaign: Campaign) => {
    const paused = campaign.state !== 'PAUSED';
    try {
      await api.pause(campaign.id, paused);
      setNotice({
        kind: 'done',
        text: t(paused ? 'promotions.paused' : 'promotions.resumed', { name: campaign.name }),
      });
      await load();
    } catch (error) {
      const failure = ApiError.from(error);
      setNotice({ kind: 'error', text: failure.isNetwork ? t('promotions.network') : failure.message });
    }
  };

  return (
    <ScreenFrame
      title={t('promotions.title')}
      backLabel={t('promotions.back')}
      onExit={onExit}
      busy={list.name === 'loading'}
    >
      <div className="promotions__top">
        <p className="promotions__lead">{t('promotions.lead')}</p>
        <button type="button" className="studio-button" onClick={() => setPanel({ name: 'audience' })}>
          {t('promotions.audienceOpen')}
        </button>
        <button
          type="button"
          className="studio-button studio-button--primary"
          onClick={() => setPanel({ name: 'form', campaign: null })}
        >
          {t('promotions.create')}
        </button>
      </div>
      {panel.name === 'form' && (
        <CampaignForm
          api={api}
          campaign={panel.campaign}
          locale={locale}
          onCancel={() => setPanel({ name: 'none' })}
          onSaved={async (saved) => {
            setPanel({ name: 'none' });
            setNotice({ kind: 'done', text: t('promotions.saved', { name: saved.name }) });
            await load();
          }}
        />
      )}
      {panel.name === 'audience' && <AudiencePanel api={api} onClose={() => setPanel({ name: 'none' })} />}
      {panel.name === 'figures' && (
        <CampaignFigures
          key={panel.opened}
          api={api}
          campaign={panel.campaign}
          onClose={() => setPanel({ name: 'none' })}
        />
      )}
      <div className="studio-screen__chips" role="group" aria-label={t('promotions.title')}>
        {([null, ...PROMOTION_STATES] as const).map((state) => (
          <button
            key={state ?? 'ALL'}
            type="button"
            className="studio-button"
            aria-pressed={filter === state}
            onClick={() => setFilter(state)}
          >
            {t(`promotions.states.${state ?? 'ALL'}`)}
          </button>
        ))}
      </div>
      <NoticeLine notice={notice} />
      {list.name === 'loading' && <p>{t('promotions.loading')}</p>}
      {list.name === 'failed' && (
        <LoadFailed text={t('promotions.failed')} retryLabel={t('promotions.retry')} onRetry={() => void load()} />
      )}
      {list.name === 'ready' && list.rows.length === 0 && <p>{t('promotions.empty')}</p>}
      {list.name === 'ready' && list.rows.length > 0 && (
        <ul className="studio-screen__list">
          {list.rows.map((campaign) => {
            const visual = campaign.visuals.find((item) => item.device === 'DESKTOP') ?? campaign.visuals[0];
            return (
              <li key={campaign.id} className="studio-card promotions__card" aria-label={campaign.name}>
                {visual ? (
                  <img className="promotions__thumb" src={visual.url} alt="" />
                ) : (
                  // Shown as a card (top ads, sponsored results): the thumbnail's place says so.
                  <span className="promotions__thumb promotions__thumb--card">
                    {t(`promotions.cardThumb.${campaign.targetType}`)}
                  </span>
                )}
                <div className="promotions__info">
                  <h2>{campaign.name}</h2>
                  <p>
                    <span className={`promotions__state promotions__state--${campaign.state.toLowerCase()}`}>
                      {t(`promotions.states.${campaign.state}`)}
                    </span>{' '}
                    <bdi>
                      {t('promotions.period', {
                        from: formatDay(new Date(campaign.startsAt)),
                        to: formatDay(new Date(campaign.endsAt)),
                      })}
                    </bdi>
                  </p>
                  <p className="promotions__slots">{campaign.locations.map(slotLabel).join(' · ')}</p>
                </div>
                <div className="promotions__actions">
                  {campaign.state !== 'ENDED' && (
                    <button type="button" className="studio-button" onClick={() => void pause(campaign)}>
                      {campaign.state === 'PAUSED' ? t('promotions.resume') : t('promotions.pause')}
                    </button>
                  )}
                  <button type="button" className="studio-button" onClick={() => setPanel({ name: 'form', campaign })}>
                    {t('promotions.edit')}
                  </button>
                  <button
                    type="button"
                    className="studio-button"
                    onClick={() =>
                      setPanel((current) => ({
                        name: 'figures',
                        campaign,
                        opened: current.name === 'figures' ? current.opened + 1 : 0,
                      }))
                    }
                  >
                    {t('promotions.figures')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </ScreenFrame>
  );
}
