import { useEffect, useRef, useState } from 'react';
import { PROMOTION_LIMITS, type PromotionPage } from '../../../../../shared/domain/promotions';
import { useI18n } from '../../i18n';
import { PromotionVisual } from './PromotionVisual';
import { usePromotions } from './use-promotions';

/** Promotions already shown in a dialog this visit (each once), and the visit's pages so far. */
const SHOWN_KEY = 'souk.promotions.dialogsShown';
const PAGES_KEY = 'souk.promotions.pagesOfVisit';

function sessionList(key: string): string[] {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(saved) ? saved.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function remember(key: string, values: string[]): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage refused (private mode): the dialog may come again on the next page.
  }
}

/** The visit's page count, this page included (null until counted in the browser). */
function usePageOfVisit(pageKey: string): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let next = 0;
    try {
      next = Number(window.sessionStorage.getItem(PAGES_KEY) ?? '0') + 1;
      window.sessionStorage.setItem(PAGES_KEY, String(next));
    } catch {
      // Not counted (storage refused): no interstitial then.
    }
    setCount(next);
  }, [pageKey]);
  return count;
}

interface DialogProps {
  page: PromotionPage;
  categorySlug?: string | null;
  /** The page's path: a new page fetches again. */
  pageKey: string;
}

/** The flash dialog (desktop only, 600×470) as a page opens. */
export function FlashDialog(props: DialogProps) {
  return <DialogSlot {...props} kind="FLASH" />;
}

/** The interstitial (900×470, 360×640 on a phone) from the visit's third page on. */
export function Interstitial(props: DialogProps) {
  const pageOfVisit = usePageOfVisit(props.pageKey);
  if (pageOfVisit === null || pageOfVisit < PROMOTION_LIMITS.interstitialAtPage) return null;
  return <DialogSlot {...props} kind="INTERSTITIAL" />;
}

/**
 * A promotion in a dialog over the page (spec §3 `timeout`, §9 sizes). Each promotion shows once
 * per visit; the visitor can close it once its `timeout` has run out, the seconds counted down on
 * the button. Nothing shows when nothing fills it.
 */
function DialogSlot({
  page,
  kind,
  categorySlug,
  pageKey,
}: {
  page: PromotionPage;
  kind: 'FLASH' | 'INTERSTITIAL';
  categorySlug?: string | null;
  pageKey: string;
}) {
  const { t } = useI18n();
  const { state, location } = usePromotions({ page, kind, categorySlug, refetchKey: pageKey });
  const [shown, setShown] = useState<string[] | null>(null);
  const [closed, setClosed] = useState(false);
  const [left, setLeft] = useState(0);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => setShown(sessionList(SHOWN_KEY)), []);

  const promotion =
    state.status === 'filled' && shown !== null
      ? state.promotions.find((item) => item.currentVisual && !shown.includes(item.id))
      : undefined;
  const open = Boolean(location && promotion && !closed);

  useEffect(() => {
    if (!open || !promotion) return;
    remember(SHOWN_KEY, [...sessionList(SHOWN_KEY), promotion.id]);
    ref.current?.showModal();
    const wait = Math.min(Math.max(promotion.timeout ?? 0, 0), PROMOTION_LIMITS.timeoutMax);
    setLeft(wait);
    if (wait === 0) return;
    const timer = window.setInterval(() => {
      setLeft((seconds) => {
        if (seconds <= 1) window.clearInterval(timer);
        return Math.max(seconds - 1, 0);
      });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [open, promotion]);

  if (!open || !promotion || !location) return null;
  const close = () => {
    if (left > 0) return;
    ref.current?.close();
    setClosed(true);
  };
  return (
    <dialog
      ref={ref}
      className={`promo-dialog promo-dialog--${kind.toLowerCase()}`}
      aria-label={t('portal.promotions.dialogTitle')}
      data-slot={location}
      data-slot-state="filled"
      // Escape closes it only once the wait is over, as the button does.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="promo-dialog__visual">
        <PromotionVisual promotion={promotion} />
      </div>
      <div className="promo-dialog__actions">
        <button type="button" className="button" disabled={left > 0} onClick={close}>
          {left > 0
            ? t('portal.promotions.closeIn', { seconds: left })
            : t(kind === 'INTERSTITIAL' ? 'portal.promotions.continue' : 'portal.promotions.close')}
        </button>
      </div>
    </dialog>
  );
}
