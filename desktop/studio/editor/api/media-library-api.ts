import type { Client } from '@urql/core';
import {
  StudioLandAnnouncementMediaDocument,
  StudioLandMediaAddDocument,
  StudioLandMediaDocument,
  StudioLandMediaRemoveDocument,
  type StudioLibraryPictureFragment,
} from '../../../../shared/graphql/generated';
import type { LaunchType } from '../../../../shared/site/launch';
import { SITE_LIMITS } from '../../../../shared/site/limits';
import { dataOf, uploadPictures, type StudioSession } from '../../kernel';

/** A picture of the library (or offered to it): its paths are what a block keeps. */
export type LibraryPicture = StudioLibraryPictureFragment;

/** What the media library dialog calls; every call throws an ApiError when refused or unreachable. */
export interface MediaLibraryApi {
  /** The land's library, newest first. */
  list(): Promise<LibraryPicture[]>;
  /** Pictures of the land's announcements not in the library yet. */
  fromAnnouncements(): Promise<LibraryPicture[]>;
  /** Uploads files (the media pipeline checks them) and adds them to the library. */
  upload(files: readonly File[]): Promise<LibraryPicture[]>;
  /** Adds pictures (of the land's announcements) to the library. */
  add(mediaIds: readonly string[]): Promise<LibraryPicture[]>;
  /** Takes a picture out of the library (refused while a version of the site shows it). */
  remove(mediaId: string): Promise<void>;
}

/** The library of one land over the studio's client and session. */
export function mediaLibraryApi(options: {
  client: Client;
  session: StudioSession;
  apiBaseUrl: string;
  launchType: LaunchType;
  landId: string;
  locale: () => string;
}): MediaLibraryApi {
  const { client, session, apiBaseUrl, launchType, landId, locale } = options;
  const land = { id: landId, launchType };
  const add = async (mediaIds: readonly string[]) =>
    dataOf(await client.mutation(StudioLandMediaAddDocument, { ...land, mediaIds: [...mediaIds] }).toPromise())
      .landMediaAdd;
  return {
    async list() {
      return dataOf(await client.query(StudioLandMediaDocument, land, { requestPolicy: 'network-only' }).toPromise())
        .landMedia;
    },
    async fromAnnouncements() {
      const result = await client
        .query(
          StudioLandAnnouncementMediaDocument,
          { ...land, first: SITE_LIMITS.maxAnnouncementPictures },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      return dataOf(result).landAnnouncementMedia;
    },
    async upload(files) {
      const uploaded = await uploadPictures(session, apiBaseUrl, locale(), files);
      return add(uploaded.map((picture) => picture.id));
    },
    add,
    async remove(mediaId) {
      dataOf(await client.mutation(StudioLandMediaRemoveDocument, { ...land, mediaId }).toPromise());
    },
  };
}

/**
 * Where the canvas fetches a site path (/media/…) from: the API's server. In the browser build
 * that is the page's own server; in the desktop app the page comes from the app itself.
 */
export function assetUrlFor(apiBaseUrl: string): (url: string) => string {
  return (url) => (url.startsWith('/') && !url.startsWith('//') ? new URL(url, apiBaseUrl).href : url);
}
