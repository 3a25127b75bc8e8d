import { useId, useMemo, useState } from 'react';
import {
  deviceOf,
  fitsSlot,
  isDialogLocation,
  isPlacedLocation,
  PROMOTION_DEVICES,
  PROMOTION_LIMITS,
  PROMOTION_LOCATIONS,
  PROMOTION_PAGES,
  promotionProblems,
  slotSize,
  type PromotionDevice,
  type PromotionLocation,
  type PromotionProblem,
} from '../../../shared/domain/promotions';
import type { PromotionCampaignInput, PromotionTargetType } from '../../../shared/graphql/generated';
import { ltr } from '../../../shared/domain/format';
import { ApiError, useI18n } from '../kernel';
import { problemsOf, type Campaign, type UploadedPicture, type promotionsApi } from './promotions-api';
import { CategoryPicker } from './CategoryPicker';
import { TargetPicker } from './TargetPicker';
import { pageOfLocation, useSlotLabel, useSlotLabelInPage } from './slot-labels';

const DAY = 86_400_000;
const TARGETS = ['LINK', 'STORE', 'ANNOUNCEMENT'] as const satisfies readonly PromotionTargetType[];

/** A date as a `datetime-local` value, in the computer's time. */
function localInput(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

type Visuals = Partial<Record<PromotionDevice, UploadedPicture>>;

function visualsOf(campaign: Campaign | null): Visuals {
  const visuals: Visuals = {};
  for (const visual of campaign?.visuals ?? []) {
    if (visual.kind === 'IMAGE' && visual.mediaId) {
      visuals[visual.device] = { id: visual.mediaId, url: visual.url, width: visual.width, height: visual.height };
    }
  }
  return visuals;
}

/**
 * A campaign's form, new or existing. The slots are chosen in words with their sizes; each device
 * with chosen slots needs its picture, checked against those slots' proportions as soon as it is
 * uploaded and previewed in a box of the first slot's shape. The shared rules run before sending;
 * the server's refusal (PROMOTION/INVALID) is shown field by field the same way.
 */
export function CampaignForm({
  api,
  campaign,
  locale,
  onCancel,
  onSaved,
}: {
  api: ReturnType<typeof promotionsApi>;
  campaign: Campaign | null;
  locale: string;
  onCancel: () => void;
  onSaved: (campaign: Campaign) => Promise<void> | void;
}) {
  const { t } = useI18n();
  const id = useId();
  const slotLabel = useSlotLabel();
  const slotLabelInPage = useSlotLabelInPage();
  const now = useMemo(() => new Date(), []);
  const [name, setName] = useState(campaign?.name ?? '');
  const [targetType, setTargetType] = useState<PromotionTargetType>(
    campaign?.targetType === 'STORE_LOCATION' ? 'STORE' : (campaign?.targetType ?? 'LINK'),
  );
  const [link, setLink] = useState(campaign?.targetLink ?? '');
  const [store, setStore] = useState<{ id: string; name: string } | null>(campaign?.targetStore ?? null);
  const [announcement, setAnnouncement] = useState<{ id: string; name: string } | null>(
    campaign?.targetAnnouncement
      ? { id: campaign.targetAnnouncement.id, name: campaign.targetAnnouncement.title }
      : null,
  );
  const [startsAt, setStartsAt] = useState(localInput(campaign ? new Date(campaign.startsAt) : now));
  const [endsAt, setEndsAt] = useState(
    localInput(campaign ? new Date(campaign.endsAt) : new Date(now.getTime() + 30 * DAY)),
  );
  const [locations, setLocations] = useState<PromotionLocation[]>(campaign?.locations ?? []);
  const hasDialog = locations.some(isDialogLocation);
  const [categoryIds, setCategoryIds] = useState<string[]>(
    () => campaign?.categories.map((category) => category.id) ?? [],
  );
  const [weight, setWeight] = useState(String(campaign?.weight ?? 1));
  const [dailyCap, setDailyCap] = useState(campaign?.dailyCap ? String(campaign.dailyCap) : '');
  const [timeout, setTimeoutSeconds] = useState(campaign?.timeout != null ? String(campaign.timeout) : '');
  const [visuals, setVisuals] = useState<Visuals>(() => visualsOf(campaign));
  const [uploading, setUploading] = useState<PromotionDevice | null>(null);
  const [uploadError, setUploadError] = useState<Partial<Record<PromotionDevice, string>>>({});
  const [problems, setProblems] = useState<PromotionProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const slotsOf = (device: PromotionDevice) =>
    locations.filter((location) => deviceOf(location) === device || deviceOf(location) === null);

  const input = (): PromotionCampaignInput => ({
    name,
    targetType,
    targetLink: targetType === 'LINK' ? link.trim() : null,
    targetStoreId: targetType === 'STORE' ? (store?.id ?? null) : null,
    targetAnnouncementId: targetType === 'ANNOUNCEMENT' ? (announcement?.id ?? null) : null,
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
    locations,
    weight: Number(weight),
    dailyCap: dailyCap.trim() === '' ? null : Number(dailyCap),
    // Only dialogs wait before they can be closed.
    timeout: hasDialog && timeout.trim() !== '' ? Number(timeout) : null,
    categoryIds,
    visuals: PROMOTION_DEVICES.flatMap((device) => {
      const picture = visuals[device];
      return picture && slotsOf(device).length > 0
        ? [{ device, kind: 'IMAGE' as const, mediaId: picture.id, width: picture.width, height: picture.height }]
        : [];
    }),
  });

  const submit = async () => {
    const form = input();
    const found = Object.keys(
      promotionProblems({
        ...form,
        startsAt: new Date(form.startsAt),
        endsAt: new Date(form.endsAt),
        locations: form.locations,
        weight: form.weight ?? 0,
        categoryIds: form.categoryIds ?? [],
        visuals: form.visuals.map((visual) => ({ ...visual, kind: visual.kind })),
      }),
    ) as PromotionProblem[];
    setProblems(found);
    setFailure(null);
    if (found.length > 0) return;
    setSaving(true);
    try {
      await onSaved(await api.save(campaign?.id ?? null, form));
    } catch (error) {
      const refusal = ApiError.from(error);
      const fields = problemsOf(refusal);
      if (fields && fields.length > 0) setProblems(fields);
      else setFailure(refusal.isNetwork ? t('promotions.network') : refusal.message);
    } finally {
      setSaving(false);
    }
  };

  const upload = async (device: PromotionDevice, file: File) => {
    setUploading(device);
    setUploadError((errors) => ({ ...errors, [device]: undefined }));
    try {
      const picture = await api.upload(file, locale);
      const wrong = slotsOf(device).find((location) => !fitsSlot(picture, slotSize(location)));
      if (wrong) {
        const size = slotSize(wrong);
        setUploadError((errors) => ({
          ...errors,
          [device]: t('promotions.form.wrongSize', {
            width: picture.width,
            height: picture.height,
            size: ltr(t('promotions.size', { ...size })),
          }),
        }));
      }
      setVisuals((current) => ({ ...current, [device]: picture }));
    } catch (error) {
      const refusal = ApiError.from(error);
      setUploadError((errors) => ({
        ...errors,
        [device]: refusal.isNetwork ? t('promotions.network') : refusal.message,
      }));
    } finally {
      setUploading(null);
    }
  };

  const problem = (field: PromotionProblem) =>
    problems.includes(field) ? (
      <p className="promotions__problem" id={`${id}-${field}-problem`}>
        {t(`promotions.form.problems.${field}`, { max: PROMOTION_LIMITS.timeoutMax })}
      </p>
    ) : null;
  const invalid = (field: PromotionProblem) =>
    problems.includes(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-problem` } : {};

  return (
    <form
      className="studio-card promotions__form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-title`}>
        {campaign ? t('promotions.form.editTitle', { name: campaign.name }) : t('promotions.form.newTitle')}
      </h2>
      <label htmlFor={`${id}-name`}>{t('promotions.form.name')}</label>
      <input
        id={`${id}-name`}
        value={name}
        maxLength={PROMOTION_LIMITS.nameMax}
        onChange={(event) => setName(event.target.value)}
        {...invalid('name')}
      />
      {problem('name')}

      <fieldset>
        <legend>{t('promotions.form.target')}</legend>
        {TARGETS.map((target) => (
          <label key={target} className="promotions__choice">
            <input
              type="radio"
              name={`${id}-target`}
              checked={targetType === target}
              onChange={() => setTargetType(target)}
            />
            {t(`promotions.form.targets.${target}`)}
          </label>
        ))}
      </fieldset>
      {targetType === 'LINK' && (
        <>
          <label htmlFor={`${id}-link`}>{t('promotions.form.link')}</label>
          <input
            id={`${id}-link`}
            dir="ltr"
            value={link}
            onChange={(event) => setLink(event.target.value)}
            {...invalid('link')}
          />
          {problem('link')}
        </>
      )}
      {targetType === 'STORE' && (
        <TargetPicker api={api} kind="STORE" value={store} onChange={setStore} invalid={invalid('target')} />
      )}
      {targetType === 'ANNOUNCEMENT' && (
        <TargetPicker
          api={api}
          kind="ANNOUNCEMENT"
          value={announcement}
          onChange={setAnnouncement}
          invalid={invalid('target')}
        />
      )}
      {problem('target')}

      <div className="promotions__row">
        <div>
          <label htmlFor={`${id}-starts`}>{t('promotions.form.startsAt')}</label>
          <input
            id={`${id}-starts`}
            type="datetime-local"
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
            {...invalid('dates')}
          />
        </div>
        <div>
          <label htmlFor={`${id}-ends`}>{t('promotions.form.endsAt')}</label>
          <input
            id={`${id}-ends`}
            type="datetime-local"
            value={endsAt}
            onChange={(event) => setEndsAt(event.target.value)}
            {...invalid('dates')}
          />
        </div>
      </div>
      {problem('dates')}

      <fieldset className="promotions__slots-choice" {...invalid('locations')}>
        <legend>{t('promotions.form.slots')}</legend>
        {/* One group per page, its slots by kind then device: 38 slots read as three short lists. */}
        {PROMOTION_PAGES.map((page) => (
          <fieldset key={page} className="promotions__slots-page">
            <legend>{t(`promotions.pages.${page}`)}</legend>
            {PROMOTION_LOCATIONS.filter(
              // Only where the portal shows a campaign (an old campaign's other slots stay, to be unticked).
              (location) =>
                pageOfLocation(location) === page && (isPlacedLocation(location) || locations.includes(location)),
            ).map((location) => (
              <label key={location} className="promotions__choice">
                <input
                  type="checkbox"
                  checked={locations.includes(location)}
                  onChange={(event) =>
                    setLocations((current) =>
                      event.target.checked ? [...current, location] : current.filter((item) => item !== location),
                    )
                  }
                />
                {slotLabelInPage(location)}
              </label>
            ))}
          </fieldset>
        ))}
      </fieldset>
      {problem('locations')}

      <CategoryPicker value={categoryIds} onChange={setCategoryIds} invalid={invalid('categories')} />
      {problem('categories')}

      <div className="promotions__row">
        <div>
          <label htmlFor={`${id}-weight`}>{t('promotions.form.weight')}</label>
          <input
            id={`${id}-weight`}
            type="number"
            min={1}
            max={100}
            value={weight}
            onChange={(event) => setWeight(event.target.value)}
            {...invalid('weight')}
          />
        </div>
        <div>
          <label htmlFor={`${id}-cap`}>{t('promotions.form.dailyCap')}</label>
          <input
            id={`${id}-cap`}
            type="number"
            min={1}
            value={dailyCap}
            onChange={(event) => setDailyCap(event.target.value)}
            {...invalid('dailyCap')}
          />
        </div>
      </div>
      {problem('weight')}
      {problem('dailyCap')}
      {hasDialog && (
        <div className="promotions__row">
          <div>
            <label htmlFor={`${id}-timeout`}>
              {t('promotions.form.timeout', { max: PROMOTION_LIMITS.timeoutMax })}
            </label>
            <input
              id={`${id}-timeout`}
              type="number"
              min={0}
              max={PROMOTION_LIMITS.timeoutMax}
              value={timeout}
              onChange={(event) => setTimeoutSeconds(event.target.value)}
              {...invalid('timeout')}
            />
          </div>
        </div>
      )}
      {problem('timeout')}

      {PROMOTION_DEVICES.map((device) => {
        const slots = slotsOf(device);
        const deviceName = t(`promotions.devices.${device}`);
        const picture = visuals[device];
        const first = slots[0];
        return (
          <fieldset key={device} className="promotions__visual">
            <legend>{t('promotions.form.visual', { device: deviceName })}</legend>
            {first ? (
              <>
                <p className="promotions__hint">
                  {t('promotions.form.visualHint', { size: ltr(t('promotions.size', { ...slotSize(first) })) })}
                </p>
                <label className="studio-button promotions__upload">
                  {uploading === device ? t('promotions.form.uploading') : t('promotions.form.upload')}
                  <input
                    type="file"
                    accept="image/jpeg,image/png,image/webp"
                    className="visually-hidden"
                    aria-label={`${t('promotions.form.upload')} (${deviceName})`}
                    disabled={uploading !== null}
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (file) void upload(device, file);
                      event.target.value = '';
                    }}
                  />
                </label>
                {uploadError[device] && (
                  <p className="promotions__problem" role="alert">
                    {uploadError[device]}
                  </p>
                )}
                {picture && (
                  <figure className="promotions__preview">
                    <PreviewBox location={first} url={picture.url} />
                    <figcaption>{t('promotions.form.preview', { slot: slotLabel(first) })}</figcaption>
                  </figure>
                )}
              </>
            ) : (
              <p className="promotions__hint">{t('promotions.form.visualNeeded', { device: deviceName })}</p>
            )}
          </fieldset>
        );
      })}
      {problem('visual')}
      {problem('visualSize')}

      {failure && (
        <p className="promotions__problem" role="alert">
          {failure}
        </p>
      )}
      <div className="promotions__buttons">
        <button type="submit" className="studio-button studio-button--primary" disabled={saving}>
          {saving ? t('promotions.form.saving') : t('promotions.form.save')}
        </button>
        <button type="button" className="studio-button" onClick={onCancel}>
          {t('promotions.form.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The picture in a box of the slot's proportions, as the portal shows it (scaled, never cropped if it fits). */
function PreviewBox({ location, url }: { location: PromotionLocation; url: string }) {
  const { width, height } = slotSize(location);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className="promotions__preview-frame"
      aria-hidden="true"
    >
      <image href={url} width={width} height={height} preserveAspectRatio="xMidYMid slice" />
    </svg>
  );
}
