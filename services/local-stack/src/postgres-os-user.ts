import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface OsUser {
  uid: number;
  gid: number;
}

/** Whether this process runs as root, where PostgreSQL refuses to run under our own uid. */
export const runningAsRoot = process.getuid?.() === 0;

/**
 * The `postgres` OS user the embedded PostgreSQL runs as when we are root (CI and containers run
 * as root), created when missing; undefined when we are not root, where the server simply runs
 * as us.
 */
export async function postgresOsUser(): Promise<OsUser | undefined> {
  if (!runningAsRoot) return undefined;
  const existing = await lookup();
  if (existing) return existing;
  try {
    await run('groupadd', ['-f', '--system', 'postgres']);
    await run('useradd', ['--system', '-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
  } catch (error) {
    throw new Error(
      'PostgreSQL cannot run as root, and creating a `postgres` user for it failed. ' +
        'Create one (e.g. `useradd --system postgres`) or set DATABASE_URL.',
      { cause: error },
    );
  }
  const created = await lookup();
  if (!created) throw new Error('The `postgres` user was created but cannot be found');
  return created;
}

async function lookup(): Promise<OsUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/**
 * Fails with a clear message when `user` cannot reach `dir` (every ancestor must be searchable
 * by it), instead of initdb's "permission denied" deep inside. Typical case: a repository
 * under /root, which is closed to other users.
 */
export async function assertReachable(dir: string, user: OsUser): Promise<void> {
  const closed = await closedAncestor(dir, user);
  if (closed) {
    throw new Error(
      `PostgreSQL runs as user postgres (this process is root) and cannot reach ${dir}: ${closed} is closed to other users. ` +
        `Allow it (chmod o+x ${closed}), keep the repository elsewhere, or set DATABASE_URL.`,
    );
  }
}

/** Whether `user` can reach `dir`; where it cannot, the caller can pick another place instead of failing. */
export async function canReach(dir: string, user: OsUser): Promise<boolean> {
  return (await closedAncestor(dir, user)) === undefined;
}

/**
 * The first of `dir` and its ancestors that `user` may not search. Judged by mode bits alone
 * (no ACLs, no supplementary groups): enough for the usual 0700 home or `mktemp -d`.
 */
async function closedAncestor(dir: string, user: OsUser): Promise<string | undefined> {
  for (let current = dir; ; current = dirname(current)) {
    const info = await stat(current);
    const searchable =
      (info.mode & 0o001) !== 0 ||
      (info.uid === user.uid && (info.mode & 0o100) !== 0) ||
      (info.gid === user.gid && (info.mode & 0o010) !== 0);
    if (!searchable) return current;
    if (dirname(current) === current) return undefined;
  }
}

/** Hands a data directory made by another uid (say, an earlier run as a normal user) to `user`. */
export async function ensureOwnedBy(dir: string, user: OsUser): Promise<void> {
  const info = await stat(dir);
  if (info.uid !== user.uid) await run('chown', ['-R', `${user.uid}:${user.gid}`, dir]);
}
