import { useEffect, useState } from 'react';
import type { Client } from '@urql/core';
import { StudioBuildQueryResultsDocument } from '../../../../../shared/graphql/generated';
import type { LaunchType } from '../../../../../shared/site/launch';
import type { SiteQueryResult } from '../../../../../shared/site/render/context';
import { queryResultsOf } from '../../../../../shared/site/render/query-results';
import { ApiError, dataOf } from '../../../kernel';
import type { EditorState, EditorStore } from '../../state/store';

/**
 * The results of a committed build's lists (siteBuildGetById's queries, read within the land the
 * same way the public site reads them).
 */
export async function fetchQueryResults(
  client: Client,
  launchType: LaunchType,
  landId: string,
  siteBuildId: string,
): Promise<Record<string, SiteQueryResult>> {
  const result = await client
    .query(StudioBuildQueryResultsDocument, { id: siteBuildId, launchType, landId }, { requestPolicy: 'network-only' })
    .toPromise();
  const build = dataOf(result).siteBuildGetById;
  if (!build) throw new ApiError('NOT_FOUND');
  return queryResultsOf(build);
}

const NO_RESULTS: Record<string, SiteQueryResult> = {};

/** True when every edit is on the server: the build `sync.siteBuildId` names holds the document's lists. */
const settled = (state: EditorState) =>
  state.sync.pendingCount === 0 &&
  state.sync.siteBuildId !== null &&
  state.sync.status !== 'saving' &&
  state.sync.status !== 'autoSaving' &&
  state.sync.status !== 'conflict';

/**
 * The lists' results the canvas shows, kept up with the document: the editor opens with those
 * of the loaded build; once a change of the lists (added, edited, removed, undone, or another
 * editor's) has been committed, the committed build's results are read again. Results are only
 * computed by the server for a committed build, so until the autosave the blocks keep showing
 * the results they had (a new list's blocks show the empty list's notice).
 */
export function useQueryResults(
  client: Client,
  store: EditorStore | null,
  initial: Record<string, SiteQueryResult> | undefined,
): Record<string, SiteQueryResult> {
  const [fetched, setFetched] = useState<{ store: EditorStore; results: Record<string, SiteQueryResult> } | null>(null);

  useEffect(() => {
    if (!store) return;
    // The lists the shown results belong to (immer keeps the array while the lists are unchanged).
    let shownFor = store.getState().document.queries;
    let running = false;
    let disposed = false;

    const check = async () => {
      const state = store.getState();
      if (disposed || running || state.document.queries === shownFor || !settled(state)) return;
      running = true;
      const wanted = state.document.queries;
      try {
        const results = await fetchQueryResults(client, state.launchType, state.land.id, state.sync.siteBuildId!);
        if (!disposed) setFetched({ store, results });
      } catch {
        // The blocks keep the results they had; the next change of the lists asks again.
      } finally {
        shownFor = wanted;
        running = false;
      }
      // The lists may have changed again while the results were on their way.
      void check();
    };

    const unsubscribe = store.subscribe(() => void check());
    return () => {
      disposed = true;
      unsubscribe();
    };
  }, [client, store]);

  return fetched && fetched.store === store ? fetched.results : (initial ?? NO_RESULTS);
}
