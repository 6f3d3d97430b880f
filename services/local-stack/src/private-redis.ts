import { spawn } from 'node:child_process';

import { findExecutable } from './find-executable.js';
import { freePort } from './free-port.js';
import { debugLogs, OutputTail } from './output-tail.js';
import { redisCommand } from './redis-command.js';
import { exited, stopChild } from './stop-child.js';
import { waitUntil } from './wait-until.js';

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
}

const INSTALL_HINT =
  'redis-server was not found on PATH. Install Redis (Debian/Ubuntu: `sudo apt-get install redis-server`; ' +
  'macOS: `brew install redis`), or point REDIS_URL at a running Redis.';

/**
 * Runs a throw-away redis-server on 127.0.0.1 (a free port unless `port` is given) that keeps
 * nothing on disk, for `npm start` and tests when no REDIS_URL is given. It runs in its own
 * process group so a Ctrl-C in the terminal reaches the shop first and Redis is stopped after it.
 */
export async function startPrivateRedis(options: { port?: number } = {}): Promise<PrivateRedis> {
  const binary = await findExecutable('redis-server');
  if (!binary) throw new Error(INSTALL_HINT);
  const port = options.port ?? (await freePort());
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'];
  if (!debugLogs) args.push('--loglevel', 'warning');
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output = new OutputTail('redis');
  child.stdout.on('data', (chunk: Buffer) => output.add(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.add(chunk));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const url = `redis://127.0.0.1:${port}`;
  // INFO names the answering server's pid: a Redis already on that port must not pass for ours.
  const died = new AbortController();
  child.once('error', (error) => died.abort(error));
  void exited(child).then(() => died.abort(new Error(`redis-server exited while starting (port ${port}):\n${output}`)));
  try {
    await waitUntil(
      async () => String(await redisCommand(url, 'INFO', 'server')).includes(`process_id:${child.pid}\r\n`),
      {
        timeoutMs: 15_000,
        what: `redis-server on port ${port}`,
        signal: died.signal,
      },
    );
  } catch (error) {
    process.off('exit', killOnExit);
    await stopChild(child, 'SIGKILL');
    throw error;
  }
  return {
    url,
    async stop() {
      process.off('exit', killOnExit);
      await stopChild(child, 'SIGTERM', 5_000);
    },
  };
}
