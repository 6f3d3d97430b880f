import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { cpuSpentByPid } from './cpu.js';
import type { ProfileWindow } from './profile-window-summary.js';

/**
 * With BENCH_CPU_PROFILE_DIR, each measured load's span is written beside the shop's CPU profiles
 * (`windows.jsonl`: its name and its start and end in µs of the monotonic clock, the clock V8's
 * profiles count in), so `profile-summary` can tell a checkout load's samples from the setup's.
 * Beside it, the CPU time each of the shop's processes (`pids` and their children) really spent
 * in the span, by `/proc`: a profile counts a process busy while it waits, runnable, for a core.
 */
export function profileWindow(name: string, pids: readonly number[] = []): { end(): void } {
  const dir = process.env.BENCH_CPU_PROFILE_DIR?.trim();
  const cpu = dir ? cpuSpentByPid(pids) : undefined;
  const start = monotonicMicros();
  return {
    end: () => {
      if (!dir) return;
      const end = monotonicMicros();
      const cpuMsByPid = Object.fromEntries([...cpu!.stop()].map(([pid, ms]) => [String(pid), ms]));
      const window: ProfileWindow = { name, start, end, cpuMsByPid };
      mkdirSync(dir, { recursive: true }); // V8 makes the profiles' folder only when a process ends
      appendFileSync(join(dir, 'windows.jsonl'), `${JSON.stringify(window)}\n`);
    },
  };
}

function monotonicMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}
