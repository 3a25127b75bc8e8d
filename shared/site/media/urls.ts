/**
 * The addresses site content may hold (GUIDE §4: URLs in content are allow-listed). Checked twice:
 * by the attribute schemas when a document is committed, and again by the renderer, because the
 * studio's canvas renders documents that have not been validated yet.
 */

/** Schemes a visitor may follow from a block: web pages, e-mail and phone. */
const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;

/** Characters that have no business in an address and that browsers strip or misread ("java\tscript:"). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** True for a path inside the site ("/…" but not "//host", which is another site) or an anchor ("#…"). */
function isSiteRelative(value: string): boolean {
  if (value.startsWith('#')) return true;
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

function schemeOf(value: string): string | null {
  try {
    return new URL(value).protocol;
  } catch {
    return null;
  }
}

/**
 * True for an address a block may link to: http, https, mailto, tel, or a path or anchor of the
 * site. Everything else (javascript:, data:, vbscript:, protocol-relative "//host"…) is refused.
 */
export function isSafeLink(value: string): boolean {
  if (value.trim() === '' || value.trim() !== value || CONTROL.test(value)) return false;
  if (isSiteRelative(value)) return true;
  const scheme = schemeOf(value);
  return scheme !== null && (LINK_SCHEMES as readonly string[]).includes(scheme);
}

/** True for an absolute address of rich text (http, https, mailto, tel; no relative paths). */
export function isSafeAbsoluteLink(value: string): boolean {
  return isSafeLink(value) && !isSiteRelative(value);
}

/** A link's address when it is safe, else null (the renderer then shows the content without a link). */
export function safeLink(value: string | null | undefined): string | null {
  return typeof value === 'string' && isSafeLink(value) ? value : null;
}

/**
 * True for a picture's address: https (never http, which a secure page would block as mixed
 * content) or a path of the site (uploads and the portal's static files).
 */
export function isSafeImageUrl(value: string): boolean {
  if (value.trim() !== value || CONTROL.test(value)) return false;
  if (value.startsWith('/')) return isSiteRelative(value);
  return schemeOf(value) === 'https:';
}

/** A picture's address when it is safe, else null. */
export function safeImageUrl(value: string | null | undefined): string | null {
  return typeof value === 'string' && isSafeImageUrl(value) ? value : null;
}

/** True when following the link leaves the site (it then opens with rel="noopener"). */
export function isExternalLink(value: string): boolean {
  return /^https?:/i.test(value);
}
