/**
 * The portal path of the announcement's messenger thread. The API gives an absolute address on
 * the public site (`https://…/messages/thread/announcement-12`); inside the portal it is followed
 * as a path so the navigation stays client-side. Addresses elsewhere are kept whole.
 */
export function messengerPath(messengerLink: string | null, publicUrl: string): string | null {
  if (!messengerLink) return null;
  if (messengerLink.startsWith('/') && !messengerLink.startsWith('//')) return messengerLink;
  try {
    const link = new URL(messengerLink);
    const site = new URL(publicUrl);
    if (link.origin === site.origin) return `${link.pathname}${link.search}`;
    return link.protocol === 'https:' || link.protocol === 'http:' ? link.href : null;
  } catch {
    return null;
  }
}
