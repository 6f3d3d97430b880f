import { createReadStream } from 'node:fs';

/**
 * A file's lines, read as they are consumed. Not readline: its lines are emitted whether or not
 * anyone iterates yet, so a consumer that awaits something first (an import opens its transaction)
 * would miss them, and wait forever for a file that already ended.
 */
export async function* readLines(path: string): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of createReadStream(path, { encoding: 'utf8' }) as AsyncIterable<string>) {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop()!;
    for (const part of parts) yield part.endsWith('\r') ? part.slice(0, -1) : part;
  }
  if (rest) yield rest;
}
