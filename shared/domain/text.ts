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
