import type { PubSub } from 'mercurius';
import type { LaunchType } from '../../../shared/site/launch';
import type { LandRef } from './lands';

/** What the open editors of a land are told (GraphQL SiteBuildEvent). */
export interface SiteBuildEventModel {
  kind: 'COMMITTED' | 'PUBLISHED';
  launchType: LaunchType;
  landId: string;
  siteBuildId: string;
  version: number;
  autoSave: boolean;
  authorId: string | null;
}

/** One topic per land: an editor hears its own site's changes only. */
export function siteBuildTopic(land: LandRef): string {
  return `SITEBUILD_CHANGED:${land.launchType}:${land.id}`;
}

/**
 * Tells the land's open editors through the server's pubsub (`app.graphql.pubsub`, the same for
 * HTTP requests and in-process operations). Resolves once the event is handed to every listener.
 */
export function publishSiteBuildEvent(pubsub: PubSub | undefined, event: SiteBuildEventModel): Promise<void> {
  if (!pubsub) return Promise.resolve();
  return new Promise((resolve) => {
    pubsub.publish(
      {
        topic: siteBuildTopic({ launchType: event.launchType, id: event.landId }),
        payload: { siteBuildChanged: event },
      },
      resolve,
    );
  });
}
