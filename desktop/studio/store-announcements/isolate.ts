/**
 * Text kept left to right inside Arabic sentences: numbers grouped with spaces ("2 792") and
 * prices would otherwise be split by the bidirectional algorithm and read "792 2". Unicode's
 * isolates (LRI … PDI) work inside translated strings, where an element cannot go.
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}
