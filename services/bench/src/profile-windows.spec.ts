import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { ProfileWindow } from './profile-window-summary.js';
import { profileWindow } from './profile-windows.js';

describe("a load's window beside the profiles", () => {
  let dir: string;
  const before = process.env.BENCH_CPU_PROFILE_DIR;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'kilau-profile-windows-'));
    process.env.BENCH_CPU_PROFILE_DIR = dir;
  });
  afterEach(() => {
    if (before === undefined) delete process.env.BENCH_CPU_PROFILE_DIR;
    else process.env.BENCH_CPU_PROFILE_DIR = before;
    rmSync(dir, { recursive: true, force: true });
  });

  const written = () =>
    readFileSync(join(dir, 'windows.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ProfileWindow);

  it('holds its span on the monotonic clock and the CPU time each process spent in it', () => {
    const window = profileWindow('checkout; 10 ready lines', [process.pid]);
    // keep this process busy for 150 ms of the clock and until it has spent 150 ms on a core,
    // however busy the machine; either alone is not enough: its CPU time counts every thread
    // (the collector's too), so it can pass 150 ms well before the clock does
    const spent = process.cpuUsage();
    const began = process.hrtime.bigint();
    const onCoreMs = () => {
      const { user, system } = process.cpuUsage(spent);
      return (user + system) / 1000;
    };
    const wallMs = () => Number((process.hrtime.bigint() - began) / 1_000_000n);
    while (onCoreMs() < 150 || wallMs() < 150);
    window.end();
    const [line] = written();
    expect(line).toMatchObject({ name: 'checkout; 10 ready lines' });
    expect(line!.end - line!.start).toBeGreaterThanOrEqual(100_000);
    // /proc counts in ticks of 10 ms: 150 ms on a core reads as at least 100
    // and only what it spent in the window, not since it started
    const counted = line!.cpuMsByPid![String(process.pid)]!;
    expect(counted).toBeGreaterThanOrEqual(100);
    expect(counted).toBeLessThan(onCoreMs() + 100);
  });

  it('writes nothing without BENCH_CPU_PROFILE_DIR', () => {
    delete process.env.BENCH_CPU_PROFILE_DIR;
    profileWindow('add; no ready lines', [process.pid]).end();
    expect(() => written()).toThrow(/ENOENT/);
  });
});
