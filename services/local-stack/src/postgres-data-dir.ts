import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { canReach, postgresOsUser } from './postgres-os-user.js';

/** Where clusters go when the checkout is closed to the server's OS user; root may write here. */
const FALLBACK_HOME = '/var/lib/kilau';

/**
 * Where `npm start` keeps its PostgreSQL cluster: `preferred` (`.data/postgres`), unless we are
 * root and user postgres cannot reach it (a checkout under /root or in a 0700 `mktemp -d`). Then
 * a directory of its own under /var/lib/kilau, named after `preferred` so each checkout keeps its
 * own data across runs. Answers the directory and, when it is the fallback, why.
 */
export async function postgresDataDir(preferred: string): Promise<{ dir: string; moved?: string }> {
  const owner = await postgresOsUser();
  await mkdir(dirname(preferred), { recursive: true });
  if (!owner || (await canReach(dirname(preferred), owner))) return { dir: preferred };
  const name = createHash('sha256').update(preferred).digest('hex').slice(0, 16);
  const dir = join(FALLBACK_HOME, `postgres-${name}`);
  await mkdir(FALLBACK_HOME, { recursive: true, mode: 0o755 });
  return { dir, moved: `user postgres cannot reach ${dirname(preferred)}` };
}
