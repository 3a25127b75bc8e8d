/** One cookie of a `Set-Cookie` header: its value and attributes (lower-case names). */
export interface SetCookie {
  value: string;
  attributes: Record<string, string>;
}

/** The cookies a response sets, by name, as tests of the portal's session read them. */
export function parseSetCookies(headers: Headers): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>();
  for (const header of headers.getSetCookie()) {
    const [pair = '', ...rest] = header.split(';');
    const separator = pair.indexOf('=');
    const attributes: Record<string, string> = {};
    for (const attribute of rest) {
      const [name = '', ...value] = attribute.trim().split('=');
      attributes[name.toLowerCase()] = value.join('=');
    }
    cookies.set(pair.slice(0, separator).trim(), { value: decodeURIComponent(pair.slice(separator + 1)), attributes });
  }
  return cookies;
}
