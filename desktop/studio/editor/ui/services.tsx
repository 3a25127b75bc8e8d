import { createContext, useContext } from 'react';
import type { SiteLand, SiteQueryResult } from '../../../../shared/site/render/context';
import type { MediaLibraryApi } from '../api/media-library-api';
import type { LandSiteBuilds } from '../api/site-build-api';
import type { ContainerRef } from '../state/types';
import type { SyncEngine } from '../sync/engine';

/** A message for the owner: an error (titled 'Erreur') or an information. */
export interface EditorMessage {
  kind: 'error' | 'info';
  text: string;
}

/** What the editor's components reach besides its store: the API, the sync, the land's data. */
export interface EditorServices {
  api: LandSiteBuilds;
  engine: SyncEngine;
  land: SiteLand;
  /** The build's lists' results, for the canvas's data-bound blocks. */
  queries: Record<string, SiteQueryResult>;
  /** The public address of the land's site. */
  siteUrl: string;
  notify: (message: EditorMessage) => void;
  /** Opens the add-block dialog for a container and index. */
  openAddDialog: (target: ContainerRef, index?: number) => void;
  /** The land's media library. */
  media: MediaLibraryApi;
  /** Where a site path (/media/…) is fetched from: the API's server (the desktop app's pages come from the app). */
  assetUrl: (url: string) => string;
}

const EditorServicesContext = createContext<EditorServices | null>(null);

export const EditorServicesProvider = EditorServicesContext.Provider;

export function useEditorServices(): EditorServices {
  const value = useContext(EditorServicesContext);
  if (!value) throw new Error('useEditorServices outside the editor');
  return value;
}
