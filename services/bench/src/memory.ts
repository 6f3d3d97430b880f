import { readFileSync } from 'node:fs';

/** Samples a process's resident memory (VmRSS) every 200 ms; `stop` answers the highest seen, in MB. */
export function sampleRss(pid: number): { stop(): number } {
  let peak = 0;
  const read = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // not Linux, or the process is gone: nothing to add
    }
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
