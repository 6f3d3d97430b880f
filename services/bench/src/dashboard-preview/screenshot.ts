import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Debian's Chromium unless CHROMIUM_PATH says otherwise, as the browser tests run it. */
const CHROMIUM = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';

/**
 * The page as a PNG of exactly `width` x `height`, from headless Chromium with a profile of its
 * own, no network of its own (no updates, sync or background fetches) and scripts given time to draw.
 */
export async function screenshot(html: string, out: string, width: number, height: number): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'kilau-dashboard-'));
  try {
    const page = join(dir, 'dashboard.html');
    await writeFile(page, html);
    await run(CHROMIUM, [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--hide-scrollbars',
      `--user-data-dir=${join(dir, 'profile')}`,
      `--window-size=${width},${height}`,
      '--virtual-time-budget=5000',
      `--screenshot=${out}`,
      pathToFileURL(page).href,
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} exited with ${code}: ${err.slice(-2000)}`));
    });
  });
}
