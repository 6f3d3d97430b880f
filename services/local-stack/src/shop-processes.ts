import { type ChildProcess, spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import { join } from 'node:path';

import { repoRoot } from './repo.js';
import { SHOP_NODE_ARGS } from './shop-node-args.js';
import { stopChild } from './stop-child.js';

export type ShopEntry = 'main' | 'worker';

/**
 * The shop's API and worker as child processes of `npm start`. Their output goes straight to
 * ours (the shop logs JSON lines; prefixing them would break log tooling). Any exit that
 * `stopAll` did not ask for is reported to `onUnexpectedExit`.
 */
export class ShopProcesses {
  private readonly children = new Map<string, ChildProcess>();
  private readonly firstExit = new AbortController();
  private stopping = false;

  constructor(private readonly onUnexpectedExit: (name: string, code: number | null, signal: string | null) => void) {}

  async spawn(name: string, entry: ShopEntry, env: NodeJS.ProcessEnv): Promise<void> {
    const script = join(repoRoot, 'services', 'shop', 'dist', `${entry}.js`);
    await access(script).catch(() => {
      throw new Error(`${script} is missing: build the shop first (npm run build)`);
    });
    const child = spawn(process.execPath, [...SHOP_NODE_ARGS, script], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.children.set(name, child);
    child.once('error', () => {
      if (!this.stopping) this.onUnexpectedExit(name, null, null);
    });
    child.once('exit', (code, signal) => {
      this.firstExit.abort(new Error(`the shop's ${name} process exited`));
      if (!this.stopping) this.onUnexpectedExit(name, code, signal);
    });
  }

  /** Aborted when the first child exits, so a wait for the shop ends then instead of at its deadline. */
  get exitSignal(): AbortSignal {
    return this.firstExit.signal;
  }

  /** SIGTERM to every child at once (they shut down gracefully), SIGKILL after 15 s. */
  async stopAll(): Promise<void> {
    this.stopping = true;
    await Promise.all([...this.children.values()].map((child) => stopChild(child, 'SIGTERM', 15_000)));
  }
}
