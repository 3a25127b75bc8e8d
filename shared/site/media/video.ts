import { z } from 'zod';

/**
 * Videos of the Video and CustomVideo blocks. An owner pastes any address the video site shows;
 * the document keeps only what identifies the video (`{provider, id}`), and the renderer builds
 * the player's address itself, so no stored string ever becomes an iframe's `src` (spec §5: "a
 * video of an unsupported format is refused", §8 'Format de vidéo non supporté').
 */

/** Video sites whose player the Video block embeds. */
export const EMBED_PROVIDERS = ['youtube', 'vimeo', 'dailymotion'] as const;
export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];

/** A video on a video site. `start` is where playback begins (seconds); `hash` opens an unlisted Vimeo video. */
export interface EmbedVideo {
  provider: EmbedProvider;
  id: string;
  start?: number | undefined;
  hash?: string | undefined;
}

/** A video file served over https (CustomVideo): its address is its id. */
export interface FileVideo {
  provider: 'file';
  id: string;
}

export type SiteVideo = EmbedVideo | FileVideo;

/** The problem code validate.ts turns into the spec's text. */
export const UNSUPPORTED_VIDEO = 'unsupportedVideo';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const DAILYMOTION_ID = /^[A-Za-z0-9]{5,12}$/;
const VIDEO_FILE = /\.(mp4|webm)$/i;

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^(www|m|music)\./, '');

/** "1h2m3s", "90s", "90" → seconds (YouTube's `t` and `start`). */
function parseStart(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) || undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match) return undefined;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : undefined;
}

function youtube(url: URL): EmbedVideo | null {
  const host = hostOf(url);
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (['embed', 'shorts', 'live', 'v', 'e'].includes(segments[0] ?? '')) id = segments[1];
  } else return null;
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = parseStart(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return start ? { provider: 'youtube', id, start } : { provider: 'youtube', id };
}

function vimeo(url: URL): EmbedVideo | null {
  const host = hostOf(url);
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123,
  // vimeo.com/groups/x/videos/123, player.vimeo.com/video/123?h=abcdef
  const index = segments.findIndex((segment) => VIMEO_ID.test(segment));
  const id = index >= 0 ? segments[index] : undefined;
  if (!id) return null;
  const hash = url.searchParams.get('h') ?? segments[index + 1];
  return hash && VIMEO_HASH.test(hash) ? { provider: 'vimeo', id, hash } : { provider: 'vimeo', id };
}

function dailymotion(url: URL): EmbedVideo | null {
  const host = hostOf(url);
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'dai.ly') id = segments[0];
  else if (host === 'dailymotion.com') {
    // /video/x7tgad0, /video/x7tgad0_some-title, /embed/video/x7tgad0
    const at = segments.indexOf('video');
    id = at >= 0 ? segments[at + 1]?.split('_')[0] : undefined;
  } else if (host === 'geo.dailymotion.com') id = url.searchParams.get('video') ?? undefined;
  else return null;
  return id && DAILYMOTION_ID.test(id) ? { provider: 'dailymotion', id } : null;
}

/**
 * Reads the address of a video as its site shows it (watch pages, short links, embed and player
 * addresses, shorts) or of an https .mp4/.webm file. Null for anything else.
 */
export function parseVideoUrl(input: string): SiteVideo | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const embedded = youtube(url) ?? vimeo(url) ?? dailymotion(url);
  if (embedded) return embedded;
  if (url.protocol === 'https:' && VIDEO_FILE.test(url.pathname) && !url.username && !url.password) {
    return { provider: 'file', id: url.href };
  }
  return null;
}

/** The player's address for a video of a video site (YouTube through its no-cookie domain). */
export function videoEmbedUrl(video: EmbedVideo): string {
  const id = encodeURIComponent(video.id);
  switch (video.provider) {
    case 'youtube': {
      const query = video.start ? `?start=${Math.floor(video.start)}` : '';
      return `https://www.youtube-nocookie.com/embed/${id}${query}`;
    }
    case 'vimeo': {
      const query = new URLSearchParams({ dnt: '1' });
      if (video.hash) query.set('h', video.hash);
      return `https://player.vimeo.com/video/${id}?${query.toString()}`;
    }
    case 'dailymotion':
      return `https://www.dailymotion.com/embed/video/${id}`;
  }
}

/** The MIME type of a video file, from its extension. */
export function videoFileType(video: FileVideo): 'video/mp4' | 'video/webm' {
  return /\.webm$/i.test(new URL(video.id).pathname) ? 'video/webm' : 'video/mp4';
}

/** The hosts the players load from, for the page's Content-Security-Policy (frame-src). */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.dailymotion.com',
] as const;

const readAddress = (value: unknown) => (typeof value === 'string' ? (parseVideoUrl(value) ?? value) : value);

const embedVideoObject = z.object(
  {
    provider: z.enum(EMBED_PROVIDERS, { error: UNSUPPORTED_VIDEO }),
    id: z.string({ error: UNSUPPORTED_VIDEO }),
    start: z.number().int().min(0).max(86_400).optional(),
    hash: z.string().regex(VIMEO_HASH, UNSUPPORTED_VIDEO).optional(),
  },
  { error: UNSUPPORTED_VIDEO },
);

/**
 * A video of a video site, stored as `{provider, id}`; an address is accepted too and read with
 * `parseVideoUrl`. Anything else is refused with `unsupportedVideo`.
 */
export const embedVideoSchema: z.ZodType<EmbedVideo> = z.preprocess(
  readAddress,
  embedVideoObject.refine((video) => {
    const pattern = { youtube: YOUTUBE_ID, vimeo: VIMEO_ID, dailymotion: DAILYMOTION_ID }[video.provider];
    return pattern.test(video.id);
  }, UNSUPPORTED_VIDEO),
);

/** A video file on https (.mp4 or .webm), stored as `{provider: 'file', id: address}`; refused otherwise. */
export const fileVideoSchema: z.ZodType<FileVideo> = z.preprocess(
  readAddress,
  z
    .object(
      { provider: z.literal('file', { error: UNSUPPORTED_VIDEO }), id: z.string({ error: UNSUPPORTED_VIDEO }) },
      { error: UNSUPPORTED_VIDEO },
    )
    .refine((video) => parseVideoUrl(video.id)?.provider === 'file', UNSUPPORTED_VIDEO),
);
