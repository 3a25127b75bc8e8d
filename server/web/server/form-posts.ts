/**
 * What the portal's forms that work without JavaScript (contact, phone reveal) share: they post
 * to the server, which answers 303 back to the page.
 */

/** True when the request comes from another site's page (a forged post). */
export function fromAnotherSite(origin: string | undefined, publicUrl: string, host: string | undefined): boolean {
  if (!origin) return false;
  try {
    const { host: originHost } = new URL(origin);
    return originHost !== new URL(publicUrl).host && originHost !== host;
  } catch {
    return true;
  }
}
