/**
 * Collects positional parameters while a query's text is put together, so filters compose
 * without string-concatenating values into SQL.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Adds a value and answers its placeholder ($1, $2, ...). */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Escapes LIKE's wildcards so a shopper's "50%" searches for a percent sign. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function whereClause(conditions: string[]): string {
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}
