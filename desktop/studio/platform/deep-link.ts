import { DESKTOP_LINK_SCHEME } from '../../../shared/domain/studio';

/**
 * What a `souk://` link opens in the studio: a land's editor (`souk://land/{id}`), or a store's
 * conversation with a buyer (`souk://store/{storeId}/conversation/{conversationId}`). Links come
 * from the system (a click in a browser or a mail, given to the app as an argument or, on macOS,
 * as an event) and, in the browser build, from the page's `?link=` parameter.
 */
export type DeepLink =
  { kind: 'land'; landId: string } | { kind: 'conversation'; storeId: string; conversationId: string };

const ID = /^\d{1,18}$/;
const PREFIX = `${DESKTOP_LINK_SCHEME}://`;

/** The link's target, or null for anything else (another scheme, another shape, ids that are not ids). */
export function parseDeepLink(raw: unknown): DeepLink | null {
  if (typeof raw !== 'string' || raw.length > 200 || !raw.toLowerCase().startsWith(PREFIX)) return null;
  const parts = raw
    .slice(PREFIX.length)
    .replace(/[?#].*$/, '')
    .split('/')
    .filter((part) => part !== '');
  if (parts.length === 2 && parts[0] === 'land' && ID.test(parts[1]!)) return { kind: 'land', landId: parts[1]! };
  if (
    parts.length === 4 &&
    parts[0] === 'store' &&
    parts[2] === 'conversation' &&
    ID.test(parts[1]!) &&
    ID.test(parts[3]!)
  ) {
    return { kind: 'conversation', storeId: parts[1]!, conversationId: parts[3]! };
  }
  return null;
}

/** The link among a process's arguments (Windows and Linux start the app, or a second one, with it). */
export function deepLinkInArguments(argv: readonly string[]): DeepLink | null {
  for (const argument of argv) {
    const link = parseDeepLink(argument);
    if (link) return link;
  }
  return null;
}

/** The link's canonical address (what the main process hands to the window). */
export function formatDeepLink(link: DeepLink): string {
  return link.kind === 'land'
    ? `${PREFIX}land/${link.landId}`
    : `${PREFIX}store/${link.storeId}/conversation/${link.conversationId}`;
}
