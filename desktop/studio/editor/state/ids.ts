/** A new id for a page, block or query (the document's id pattern: letters, digits, - and _). */
export function newId(): string {
  return crypto.randomUUID();
}
