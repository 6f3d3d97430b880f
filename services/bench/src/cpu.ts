import { readFileSync } from 'node:fs';

/** Clock ticks a second as /proc counts them (USER_HZ, 100 on Linux). */
const TICKS_PER_MS = 100 / 1000;

/** A process's CPU time (user and system) in ms; 0 when it is gone or this is not Linux. */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
  } catch {
    return 0;
  }
}

/** The process's children's pids (an API cluster's workers). */
function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * CPU time spent by processes and their children from now on (an API cluster's primary and
 * workers together): on a shared machine a fairer yardstick than wall time. `stop` answers ms.
 */
export function cpuSpent(pids: readonly number[]): { stop(): number } {
  const tree = () => pids.flatMap((pid) => [pid, ...children(pid)]);
  const at = (list: number[]) => list.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  const started = new Map(tree().map((pid) => [pid, cpuMsOf(pid)]));
  return {
    stop: () => {
      const now = tree();
      return at(now) - now.reduce((sum, pid) => sum + (started.get(pid) ?? 0), 0);
    },
  };
}
