const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * A row as a line of COPY's text format, its values in the order of `columns`: what
 * `json_populate_recordset` would make of the row as JSON, for the same table (a missing key or
 * null is NULL, a nested object or array is its JSON text, a number, string or boolean its text).
 */
export function copyLine(columns: readonly string[], row: Readonly<Record<string, unknown>>): string {
  let line = '';
  for (let i = 0; i < columns.length; i++) line += (i > 0 ? '\t' : '') + copyValue(row[columns[i]!]);
  return line + '\n';
}

function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  switch (typeof value) {
    case 'string':
      return escaped(value);
    case 'number':
      // JSON has no NaN nor Infinity: JSON.stringify writes null, which populates NULL
      return Number.isFinite(value) ? String(value) : '\\N';
    case 'boolean':
      return value ? 't' : 'f';
    default:
      return value instanceof Date ? value.toISOString() : escaped(JSON.stringify(value));
  }
}

/** The text format's backslash escapes: a tab, newline or carriage return would end a value or a row. */
function escaped(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c]!) : text;
}
