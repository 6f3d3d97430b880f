import { execFile } from 'node:child_process';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PDF read by poppler, as a person's viewer would: its text and its first page as a picture.
 * Fails at once, naming the package, when the machine lacks poppler (`.ci/run` installs it).
 */
async function poppler<T>(pdf: Buffer, work: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'kilau-pdf-'));
  try {
    const file = join(dir, 'in.pdf');
    await writeFile(file, pdf);
    return await work(file, dir);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') throw new Error('no poppler: apt-get install -y poppler-utils');
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text in reading order, a line of text per line (pdftotext -layout). */
export function pdfToText(pdf: Buffer): Promise<string> {
  return poppler(pdf, async (file) => (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])).stdout);
}

/** The PDF's first page rendered to a PNG at `path` (pdftoppm, 110 dpi). */
export function pdfFirstPageToPng(pdf: Buffer, path: string): Promise<void> {
  return poppler(pdf, async (file, dir) => {
    await run('pdftoppm', ['-png', '-r', '110', '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'page')]);
    await rename(join(dir, 'page.png'), path);
  });
}
