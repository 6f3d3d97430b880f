import { readFileSync } from 'node:fs';

import type pg from 'pg';

import { children } from './memory.js';

const TICKS_PER_SECOND = 100;

/** A process's CPU time so far (user + system), in ms; 0 when it is gone or this is not Linux. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command's name, which is in parentheses and may hold spaces
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The database's server processes serving the bench's database now (its connections' backends). */
async function backends(sql: pg.Pool): Promise<number[]> {
  const { rows } = await sql.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return rows.map((row) => row.pid);
}

export interface CpuUse {
  /** The API's processes (the cluster's primary and workers), ms. */
  api: number;
  /** The worker process (queues, mail, relays), ms: its share of the cores is the load's too. */
  worker: number;
  /** The backends of the bench's database, ms (0 when its server is on another machine). */
  database: number;
}

/**
 * Measures the CPU time the API's processes and the database's backends spend from now until
 * `stop`: the figure per request a shared machine changes least. A backend that appears meanwhile
 * counts whole; one that ends meanwhile is not counted.
 */
export async function meterCpu(
  { api: apiPid, worker: workerPid }: { api: number; worker: number },
  sql: pg.Pool,
): Promise<{ stop(): Promise<CpuUse> }> {
  const api = cpuSpent([apiPid]);
  const worker = cpuSpent([workerPid]);
  const dbAt = new Map((await backends(sql)).map((pid) => [pid, cpuMs(pid)]));
  return {
    stop: async () => ({
      api: api.stop(),
      worker: worker.stop(),
      database: (await backends(sql)).reduce((total, pid) => total + cpuMs(pid) - (dbAt.get(pid) ?? 0), 0),
    }),
  };
}

/** "API 1.2 ms, worker 0.3 ms, database 0.8 ms of CPU a request", for a figure's notes. */
export function cpuNote(use: CpuUse, requests: number, per = 'request'): string {
  const each = (ms: number) => `${(ms / Math.max(1, requests)).toFixed(2)} ms`;
  return `CPU a ${per}: API ${each(use.api)}, worker ${each(use.worker)}, database ${each(use.database)}`;
}

/**
 * CPU time each of the processes and their children spent from now on, ms by pid (one that
 * appears meanwhile counts whole): what `cpuSpent` sums, and a profiled load's window keeps.
 */
export function cpuSpentByPid(pids: readonly number[]): { stop(): Map<number, number> } {
  const tree = () => pids.flatMap((pid) => [pid, ...children(pid)]);
  const started = new Map(tree().map((pid) => [pid, cpuMs(pid)]));
  return {
    stop: () => new Map(tree().map((pid) => [pid, cpuMs(pid) - (started.get(pid) ?? 0)])),
  };
}

/**
 * CPU time spent by processes and their children from now on (an API cluster's primary and
 * workers together): on a shared machine a fairer yardstick than wall time. `stop` answers ms.
 */
export function cpuSpent(pids: readonly number[]): { stop(): number } {
  const each = cpuSpentByPid(pids);
  return {
    stop: () => [...each.stop().values()].reduce((sum, ms) => sum + ms, 0),
  };
}
