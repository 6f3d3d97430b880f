import { chmod, lstat, mkdir, mkdtemp, readdir, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { cachedCopy } from './postgres-binaries-cache.js';

describe('cached copy of the PostgreSQL binaries', () => {
  const user = { uid: process.getuid!(), gid: process.getgid!() };
  const version = `spec-${process.pid}-${Date.now()}`;
  let source: string;

  beforeAll(async () => {
    source = await mkdtemp(join(tmpdir(), 'kilau-native-spec-'));
    await mkdir(join(source, 'bin'));
    await mkdir(join(source, 'lib'), { mode: 0o700 });
    await writeFile(join(source, 'bin', 'postgres'), '#!/bin/sh\n', { mode: 0o700 });
    await writeFile(join(source, 'lib', 'libpq.so.5.18'), 'lib', { mode: 0o600 });
    await symlink('libpq.so.5.18', join(source, 'lib', 'libpq.so.5'));
  });

  afterAll(async () => {
    await rm(source, { recursive: true, force: true });
    await rm(join(tmpdir(), `kilau-embedded-postgres-${version}-${user.uid}`), { recursive: true, force: true });
  });

  it('is made once, even by racing callers, open to other users and with symlinks kept as they are', async () => {
    const copies = await Promise.all([1, 2, 3].map(() => cachedCopy(source, version, user)));
    expect(new Set(copies).size).toBe(1);
    const copy = copies[0]!;
    expect(await readdir(dirname(copy))).toEqual(['native']);

    const mode = async (path: string) => (await lstat(join(copy, path))).mode & 0o777;
    expect(await mode('lib')).toBe(0o755);
    expect(await mode('bin/postgres')).toBe(0o755);
    expect(await mode('lib/libpq.so.5.18')).toBe(0o644);
    expect(await readlink(join(copy, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18');

    await chmod(join(copy, 'bin', 'postgres'), 0o700);
    expect(await cachedCopy(source, version, user)).toBe(copy);
    expect(await mode('bin/postgres')).toBe(0o700); // reused as it is, not copied again
  });
});
