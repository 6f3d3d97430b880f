/**
 * The rows of a `COPY … TO STDOUT` in its text format, from the chunks the server sends (cut
 * anywhere, even inside a character): each chunk's whole rows at once, each row its fields, each
 * field unescaped. A row ends at the only raw newline its text format leaves.
 */
export async function* copyRows(chunks: AsyncIterable<Buffer>): AsyncGenerator<string[][]> {
  let rest: Buffer | undefined;
  for await (const chunk of chunks) {
    const text = rest ? Buffer.concat([rest, chunk]) : chunk;
    const end = text.lastIndexOf(NEWLINE);
    if (end < 0) {
      rest = text;
      continue;
    }
    rest = end + 1 < text.length ? text.subarray(end + 1) : undefined;
    yield text.toString('utf8', 0, end).split('\n').map(fields);
  }
  if (rest?.length) throw new Error('COPY ended inside a row');
}

const NEWLINE = 0x0a;

function fields(line: string): string[] {
  const values = line.split('\t');
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (value.includes('\\')) values[i] = unescapedCopy(value);
  }
  return values;
}

const ESCAPE = /\\(.)/gs;
const CONTROL: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/**
 * A field's text without the escapes COPY TO writes: a backslash before a backslash or one of the
 * control characters' letters (it writes no octal or hex escapes, and the scan reads no NULL).
 */
export function unescapedCopy(value: string): string {
  return value.replace(ESCAPE, (_all, char: string) => CONTROL[char] ?? char);
}
