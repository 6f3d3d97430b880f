import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { deleteRedisKeys, isAlive, pgQuery, processInfo, redisCommand } from '@kilau/local-stack';

import { children } from '../../../services/bench/src/memory.js';
import { harnessEnv } from '../harness/database.js';
import { waitUntil } from '../harness/wait.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Every process below `root` now. */
function descendants(root: number): number[] {
  return children(root).flatMap((child) => [child, ...descendants(child)]);
}

const commandLine = async (pid: number) => (await processInfo(pid))?.command ?? '';

function environment(pid: number): Record<string, string> {
  const pairs = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
  return Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

/**
 * A bench stopped (SIGTERM, as Ctrl-C or a CI timeout sends) while the shop is starting leaves
 * nothing behind: the shop's processes it had spawned are stopped, and its database and its Redis
 * keys are gone. Before, the signal killed the bench outright and everything it had started ran on.
 */
describe('npm run bench, stopped while the shop is starting', () => {
  let out: string;
  let bench: ChildProcess;
  let stderr = '';
  let exit: Promise<number | null>;
  // what the bench had started, so that a failing run leaves none of it behind either
  let started: number[] = [];
  let database: string | undefined;
  let redisPrefix: string | undefined;

  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), 'kilau-bench-stopped-'));
  });
  afterAll(async () => {
    if (bench?.exitCode === null) bench.kill('SIGKILL');
    for (const pid of started.filter(isAlive)) process.kill(pid, 'SIGKILL');
    if (database) await pgQuery(harnessEnv().serverUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    if (redisPrefix) await deleteRedisKeys(harnessEnv().redisUrl, `${redisPrefix}*`);
    await rm(out, { recursive: true, force: true });
  });

  it('stops the shop processes it spawned and drops its database and Redis keys', async () => {
    const { serverUrl, redisUrl } = harnessEnv();
    bench = spawn(process.execPath, ['services/bench/dist/main.js', '--quick', '--out', out], {
      cwd: repoRoot,
      env: { ...process.env, BENCH_DATABASE_URL: serverUrl, BENCH_REDIS_URL: redisUrl },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    bench.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    exit = new Promise((resolve) => bench.once('exit', (code) => resolve(code)));

    // the moment the shop's worker process exists, the API is still starting beside it
    let shop: { pid: number; command: string }[] = [];
    await waitUntil(
      async () => {
        const below = await Promise.all(
          descendants(bench.pid!).map(async (pid) => ({ pid, command: await commandLine(pid) })),
        );
        shop = below.filter(({ command }) => /services\/shop\/dist\/(main|worker)\.js/.test(command));
        return shop.some(({ command }) => command.includes('worker.js'));
      },
      { timeoutMs: 120_000, intervalMs: 20, what: "the bench to spawn the shop's worker" },
    );
    started = descendants(bench.pid!);
    const env = environment(shop[0]!.pid);
    database = new URL(env.DATABASE_URL!).pathname.slice(1);
    expect(database).toMatch(/^kilau_bench_/);
    redisPrefix = env.REDIS_PREFIX;
    expect(redisPrefix).toMatch(/^kilau-bench-/);
    bench.kill('SIGTERM');

    expect(await exit).toBe(1);
    expect(stderr).toContain('SIGTERM: stopping the shop');
    expect(stderr).toContain('stopped by SIGTERM while the shop was starting');
    expect(started.length).toBeGreaterThanOrEqual(2);
    const left = await Promise.all(started.filter(isAlive).map(async (pid) => `${pid} ${await commandLine(pid)}`));
    expect(left).toEqual([]);
    expect(await pgQuery(serverUrl, 'SELECT datname FROM pg_database WHERE datname = $1', [database])).toEqual([]);
    expect(await redisCommand(redisUrl, 'KEYS', `${redisPrefix}*`)).toEqual([]);
  }, 180_000);
});
