import { readFileSync } from 'node:fs';

/** A process's resident memory (VmRSS) in kB; 0 when it is gone or this is not Linux. */
function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The process's children's pids (an API cluster's workers). */
export function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * Samples a process's resident memory (VmRSS), with its children's (an API cluster's primary and
 * workers together), every 200 ms; `stop` answers the highest total seen, in MB.
 */
export function sampleRss(pid: number): { stop(): number } {
  let peak = 0;
  const read = () => {
    const kb = [pid, ...children(pid)].reduce((sum, each) => sum + rssKb(each), 0);
    peak = Math.max(peak, kb / 1024);
  };
  read();
  const timer = setInterval(read, 200);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}
