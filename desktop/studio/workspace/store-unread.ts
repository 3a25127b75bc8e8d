import { useEffect, useState } from 'react';
import {
  ConversationUpdatedDocument,
  MessageReceivedDocument,
  MessageUnreadCountDocument,
} from '../../../shared/graphql/generated';
import { useStudioConnection } from '../kernel';
import type { LandRow } from './lands';

/**
 * The unread messages of each store on the land list, kept live: a buyer's message or a read
 * mark (by this member or another) heard on the socket asks that store's count again.
 */
export function useStoreUnread(lands: readonly LandRow[]): Record<string, number> {
  const { client } = useStudioConnection();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const storeIds = lands.filter((land) => land.launchType === 'STORE').map((land) => land.id);
  const key = storeIds.join(',');

  useEffect(() => {
    if (!key) return;
    const ids = key.split(',');
    let active = true;
    const refresh = (storeId: string) => {
      void client
        .query(MessageUnreadCountDocument, { storeId }, { requestPolicy: 'network-only' })
        .toPromise()
        .then((result) => {
          const count = result.data?.messageUnreadCount;
          if (active && count !== undefined) setCounts((current) => ({ ...current, [storeId]: count }));
        });
    };
    const stops = ids.flatMap((storeId) => {
      refresh(storeId);
      return [
        client.subscription(MessageReceivedDocument, { storeId }).subscribe(() => refresh(storeId)),
        client.subscription(ConversationUpdatedDocument, { storeId }).subscribe(() => refresh(storeId)),
      ];
    });
    return () => {
      active = false;
      stops.forEach((subscription) => subscription.unsubscribe());
    };
  }, [client, key]);

  return counts;
}
