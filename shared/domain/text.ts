/**
 * Text rules of the spec's cards (§5): titles may arrive with numeric character entities
 * ("&#233;") from older clients, and are cut to a length with an ellipsis.
 */

/** Title length on cards: 80 characters on desktop, 70 elsewhere (spec §5, §9). */
export const CARD_TITLE_LIMITS = { desktop: 80, mobile: 70 } as const;

/** Decodes numeric character entities (`&#233;`, `&#xE9;`); other text is left as it is. */
export function decodeNumericEntities(text: string): string {
  return text.replace(/&#(x[0-9a-f]+|\d+);/gi, (entity, code: string) => {
    const value = code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : parseInt(code, 10);
    return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : entity;
  });
}

/** Cuts text to `limit` characters (counting what a reader sees, not UTF-16 units), ending with an ellipsis when cut. */
export function truncate(text: string, limit: number): string {
  const characters = [...text];
  if (characters.length <= limit) return text;
  return `${characters.slice(0, limit).join('').trimEnd()}…`;
}

/**
 * Characters no text of Souk may hold, whatever the field: NUL (PostgreSQL's `text` cannot store
 * it, and C libraries read it as the end of a string) and lone UTF-16 surrogates (no UTF-8
 * encoding exists for them: they would come out as U+FFFD on the page while the hydration data
 * keeps the original, and the two would disagree). With the `u` flag a surrogate pair is one code
 * point, so `\p{Cs}` matches only the lone halves.
 */
const UNACCEPTABLE_CHARACTERS = /[\u0000\p{Cs}]/u;

/**
 * True when `text` may be accepted as it is. Such text is refused on input, never repaired: no
 * keyboard types these characters, so they only come from a broken or hostile client, and
 * quietly changing a text (a password, an identifier) would store something the sender never
 * sent. A refusal says which field, and the sender can fix it.
 */
export function isAcceptableText(text: string): boolean {
  return !UNACCEPTABLE_CHARACTERS.test(text);
}

/**
 * The path (`title`, `build.pages.0.title.fr`) of the first string inside `value` (strings,
 * arrays and plain objects, keys included) that is not acceptable text; null when all are.
 * Walks at most `maxNodes` values, so a huge input costs a bounded time (the rest is left to the
 * body limit, which already bounds it).
 */
export function findUnacceptableText(value: unknown, path = '', maxNodes = 200_000): string | null {
  const stack: [unknown, string][] = [[value, path]];
  for (let seen = 0; stack.length > 0 && seen < maxNodes; seen += 1) {
    const [current, at] = stack.pop()!;
    if (typeof current === 'string') {
      if (!isAcceptableText(current)) return at;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, at ? `${at}.${index}` : String(index)]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const here = at ? `${at}.${key}` : key;
        if (!isAcceptableText(key)) return here;
        stack.push([item, here]);
      }
    }
  }
  return null;
}
