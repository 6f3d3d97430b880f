import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * With BENCH_CPU_PROFILE_DIR, each measured load's span is written beside the shop's CPU profiles
 * (`windows.jsonl`: its name and its start and end in µs of the monotonic clock, the clock V8's
 * profiles count in), so `profile-summary` can tell a checkout load's samples from the setup's.
 */
export function profileWindow(name: string): { end(): void } {
  const dir = process.env.BENCH_CPU_PROFILE_DIR?.trim();
  const start = monotonicMicros();
  return {
    end: () => {
      if (!dir) return;
      appendFileSync(join(dir, 'windows.jsonl'), `${JSON.stringify({ name, start, end: monotonicMicros() })}\n`);
    },
  };
}

function monotonicMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}
