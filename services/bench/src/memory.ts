import { readFileSync } from 'node:fs';

/** One `/proc` field in kB (VmRSS in status, Pss in smaps_rollup); 0 when the process is gone or this is not Linux. */
function procKb(path: string, field: RegExp): number {
  try {
    return Number(field.exec(readFileSync(path, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

const rssKb = (pid: number) => procKb(`/proc/${pid}/status`, /VmRSS:\s+(\d+) kB/);
// proportional: a page shared by n processes (the node binary, libraries) counts 1/n in each
const pssKb = (pid: number) => procKb(`/proc/${pid}/smaps_rollup`, /^Pss:\s+(\d+) kB/m);

/** The process's children's pids (an API cluster's workers). */
export function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** The highest memory seen, in MB. */
export interface MemoryPeaks {
  /** The largest resident set of any one API process (a worker of the cluster, or the API alone). */
  process: number;
  /** The API's processes together, each shared page counted once (sum of PSS). */
  together: number;
  /** The sum of their resident sets, which counts every shared page once per process. */
  rssSum: number;
  processes: number;
}

/** Every how many samples (five seconds) the shared-page count (PSS) is read even when the resident sets stay. */
const PSS_EVERY = 25;
/** How far (MB) the resident sets must have grown since the last PSS reading to read it again at once. */
const PSS_GROWTH_MB = 4;

/**
 * Samples the API's processes' memory (the cluster's primary and its workers) every 200 ms, but
 * while paused. The resident sets (`status`) are read at every sample; the proportional counts
 * (`smaps_rollup`, which walks each process's page tables) only when the resident sets have grown
 * by PSS_GROWTH_MB since they were last read, and every five seconds. Read five times a second they
 * cost this process ~6 % of a core (4.5 s over an orders run), on the cores the shop under load was
 * using, and a part measured in this process (the replay) would count it as its own.
 */
export function sampleMemory(pid: number): { stop(): MemoryPeaks; pause(): void; resume(): void } {
  const peaks: MemoryPeaks = { process: 0, together: 0, rssSum: 0, processes: 0 };
  let sample = 0;
  let rssAtPss = 0;
  const read = (always = false) => {
    const pids = [pid, ...children(pid)];
    const rss = pids.map(rssKb);
    const rssSum = rss.reduce((sum, kb) => sum + kb, 0) / 1024;
    peaks.process = Math.max(peaks.process, ...rss.map((kb) => kb / 1024));
    peaks.rssSum = Math.max(peaks.rssSum, rssSum);
    if (always || rssSum >= rssAtPss + PSS_GROWTH_MB || ++sample % PSS_EVERY === 0) {
      peaks.together = Math.max(peaks.together, pids.map(pssKb).reduce((sum, kb) => sum + kb, 0) / 1024);
      rssAtPss = rssSum;
    }
    peaks.processes = Math.max(peaks.processes, pids.length);
  };
  read(true);
  let timer: NodeJS.Timeout | undefined = setInterval(read, 200);
  return {
    stop: () => {
      clearInterval(timer);
      read(true);
      return peaks;
    },
    pause: () => {
      clearInterval(timer);
      timer = undefined;
      read(true);
    },
    resume: () => {
      timer ??= setInterval(read, 200);
    },
  };
}
