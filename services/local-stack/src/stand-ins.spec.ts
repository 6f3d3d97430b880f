import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { startEmbeddedPostgres } from './embedded-postgres.js';
import { pgQuery } from './postgres-admin.js';
import { startPrivateRedis } from './private-redis.js';
import { redisCommand, redisCommands } from './redis-command.js';

const run = async (command: string, args: string[]) => (await promisify(execFile)(command, args)).stdout;

describe('private redis-server', () => {
  it('answers on its own port and is gone after stop', async () => {
    const redis = await startPrivateRedis();
    expect(
      await redisCommands(redis.url, [
        ['SET', 'k', 'Cincin Perak'],
        ['GET', 'k'],
        ['GET', 'missing'],
        ['KEYS', '*'],
      ]),
    ).toEqual(['OK', 'Cincin Perak', null, ['k']]);
    await expect(redisCommand(redis.url, 'NO-SUCH-COMMAND')).rejects.toThrow(/unknown command/i);
    await redis.stop();
    await expect(redisCommand(redis.url, 'PING')).rejects.toThrow();
  });

  it('does not mistake a Redis already on the port for its own', async () => {
    const first = await startPrivateRedis();
    try {
      await expect(startPrivateRedis({ port: Number(new URL(first.url).port) })).rejects.toThrow(
        /exited while starting[\s\S]*in use/,
      );
    } finally {
      await first.stop();
    }
  });
});

describe('embedded PostgreSQL', () => {
  let parent: string;

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'kilau-local-stack-'));
    await chmod(parent, 0o755);
  });

  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('keeps its data across restarts, even after a crash left postmaster.pid behind', async () => {
    const dataDir = join(parent, 'kept');
    const first = await startEmbeddedPostgres({ dataDir, database: 'kilau_spec' });
    await pgQuery(first.url, 'CREATE TABLE kept (note text); INSERT INTO kept VALUES ($$masih ada$$)');
    await first.stop();

    await writeFile(join(dataDir, 'postmaster.pid'), `999999\n${dataDir}\n0\n5432\n`);
    const second = await startEmbeddedPostgres({ dataDir, database: 'kilau_spec' });
    try {
      expect(await pgQuery(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'masih ada' }]);
      expect(await pgQuery(second.url, 'SHOW server_encoding')).toEqual([{ server_encoding: 'UTF8' }]);
    } finally {
      await second.stop();
    }
  });

  it("runs in a process group of its own, out of reach of the terminal's Ctrl-C", async () => {
    const dataDir = join(parent, 'own-group');
    const server = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    try {
      const pid = (await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]!.trim();
      const group = (await run('ps', ['-o', 'pgid=', '-p', pid])).trim();
      const ours = (await run('ps', ['-o', 'pgid=', '-p', String(process.pid)])).trim();
      expect(group).toBe(pid);
      expect(group).not.toBe(ours);
    } finally {
      await server.stop();
    }
  });

  it('removes an ephemeral cluster on stop', async () => {
    const dataDir = join(parent, 'ephemeral');
    const server = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    expect(await pgQuery(server.url, 'SELECT current_database() AS name')).toEqual([{ name: 'kilau' }]);
    await server.stop();
    expect(await readdir(parent)).not.toContain('ephemeral');
  });
});
