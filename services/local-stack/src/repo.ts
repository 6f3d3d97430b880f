import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file (src/ or dist/ alike) so `npm start` works from any cwd. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Local state of `npm start` (database, media, JWT secret); git-ignored. */
export const dataHome = join(repoRoot, '.data');

/** Writes one line to stderr, keeping stdout for the shop's own (JSON) logs. */
export function say(line: string): void {
  process.stderr.write(`[kilau] ${line}\n`);
}
