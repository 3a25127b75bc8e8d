import { subscriber } from '../../core/events';
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
  origin: string | null;
}

/** One topic per land: an editor hears its own site's changes only. */
export function siteBuildTopic(land: LandRef): string {
  return `SITEBUILD_CHANGED:${land.launchType}:${land.id}`;
}

/**
 * The land's open editors (`siteBuildChanged`) hear of each commit and publication, from the
 * events the writes recorded, after their commit.
 */
export const siteBuildLiveSubscriber = subscriber({
  name: 'sitebuild.live',
  events: ['siteBuild.committed', 'siteBuild.published'],
  // eslint-disable-next-line @typescript-eslint/require-await -- the work happens after commit
  async handle(event, { afterCommit, live }) {
    const { launchType, landId, buildId, version, autoSave, authorId, origin } = event.payload;
    const change: SiteBuildEventModel = {
      kind: event.type === 'siteBuild.published' ? 'PUBLISHED' : 'COMMITTED',
      launchType,
      landId,
      siteBuildId: buildId,
      version,
      autoSave,
      authorId,
      origin: origin ?? null,
    };
    afterCommit(() => live.publish(siteBuildTopic({ launchType, id: landId }), { siteBuildChanged: change }));
  },
});
