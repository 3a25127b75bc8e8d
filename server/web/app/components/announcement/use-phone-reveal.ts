import { useRef, useState } from 'react';
import { useMutation } from 'urql';
import type { AnnouncementStatus } from '../../../../../shared/domain/announcements';
import { ErrorCode } from '../../../../../shared/domain/errors';
import {
  AnnouncementPhoneGetDocument,
  type AnnouncementPhoneGetMutation,
} from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';
import type { ActionGate } from './action-gate';
import { errorCodeOf, errorExtensionOf } from './graphql-errors';

/** A revealed phone of the announcement. */
export type RevealedPhone = AnnouncementPhoneGetMutation['announcementPhoneGet'][number];

/** The phones of an announcement, revealed on demand. */
export interface PhoneReveal {
  phones: RevealedPhone[] | null;
  loading: boolean;
  /** Why the reveal failed (the spec's PHONE/MAX_ATTEMPT text with its seconds, or the unexpected error). */
  error: string | null;
  /** Reveals the phones once (`announcementPhoneGet`, a mutation); answers null when it could not. */
  reveal: () => Promise<RevealedPhone[] | null>;
}

/**
 * Phone reveal (spec §4): a repeat click is blocked while loading, the phones are asked once and
 * kept, PHONE/MAX_ATTEMPT shows its message with the seconds to wait, and an announcement that is
 * no longer active opens the status dialog.
 */
export function usePhoneReveal(
  announcementId: string,
  gate: ActionGate,
  /** The phones this caller already revealed (the page shown again, or revealed without JavaScript). */
  revealed: RevealedPhone[] | null = null,
): PhoneReveal {
  const { t } = useI18n();
  const [{ fetching }, execute] = useMutation(AnnouncementPhoneGetDocument);
  const [phones, setPhones] = useState<RevealedPhone[] | null>(revealed);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const reveal = async (): Promise<RevealedPhone[] | null> => {
    if (phones) return phones;
    if (busy.current) return null;
    busy.current = true;
    setError(null);
    try {
      const result = await execute({ id: announcementId });
      if (result.data) {
        setPhones(result.data.announcementPhoneGet);
        return result.data.announcementPhoneGet;
      }
      const code = errorCodeOf(result.error);
      if (code === ErrorCode.PHONE_MAX_ATTEMPT) {
        const seconds = errorExtensionOf(result.error, 'seconds');
        setError(t('announcements.phoneMaxAttempt', { seconds: typeof seconds === 'number' ? seconds : 60 }));
      } else if (code === ErrorCode.ANNOUNCEMENT_NOT_ACTIVE) {
        const status = errorExtensionOf(result.error, 'status');
        gate.block({ kind: 'status', status: (typeof status === 'string' ? status : 'EXPIRED') as AnnouncementStatus });
      } else {
        setError(t(result.error?.networkError ? 'portal.layout.connectionProblem' : 'portal.layout.unexpected'));
      }
      return null;
    } finally {
      busy.current = false;
    }
  };

  return { phones, loading: fetching, error, reveal };
}
