import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';

import type { Figure } from './figures.js';

export interface Results {
  date: string;
  /** 'quick', 'full', or the part measured alone (`--only`). */
  mode: string;
  commit: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGb: number;
    node: string;
    platform: string;
    /** The 1, 5 and 15 minute load averages as the run ended: other work on the machine shows here. */
    loadAverage: number[];
  };
  ceiling: number;
  setup: string[];
  figures: Figure[];
}

export function machine(): Results['machine'] {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
}

/** The commit measured, with "+changes" when the work tree differs from it. */
export function commit(repoRoot: string): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

const number = (value: number) =>
  value >= 100 ? Math.round(value).toLocaleString('en') : value.toFixed(value >= 10 ? 1 : 2);
const ms = (value: number | undefined) => (value === undefined ? '' : `${number(value)} ms`);

export function markdown(results: Results): string {
  const { machine: m } = results;
  const floors = floorsLine(results.figures);
  const lines = [
    `Measured ${results.date} (${results.mode} run) at commit ${results.commit}, on ${m.cpus} × ${m.cpuModel}, ` +
      `${m.memoryGb} GB, Node ${m.node}, ${m.platform}, load average ${m.loadAverage.join(' / ')} at the end. Load from autocannon in a process of its own, 127.0.0.1; ` +
      `the ceiling is a raw node:http process answering the same bytes as the 12-product page in the same run. ` +
      `"of ceiling" is the scenario's requests a second over the ceiling's.`,
    '',
    '| scenario | figure | p50 | p99 | of ceiling | failed | floor | met | notes |',
    '|---|---:|---:|---:|---:|---:|---|---|---|',
    ...results.figures.map((f) =>
      [
        '',
        f.scenario,
        `${number(f.value)} ${f.unit}`,
        ms(f.p50),
        ms(f.p99),
        f.ceilingRatio === undefined ? '' : `${(f.ceilingRatio * 100).toFixed(1)} %`,
        f.failed === undefined ? '' : String(f.failed),
        f.floor ?? '',
        f.met === undefined ? '' : f.met ? 'yes' : '**no**',
        f.notes ?? '',
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    '',
    ...(floors ? [floors, ''] : []),
    `Set up: ${results.setup.join('; ')}.`,
    '',
  ];
  return lines.join('\n');
}

/** How many judged figures met their floors, and which did not; undefined when none was judged (a quick run). */
export function floorsLine(figures: readonly Figure[]): string | undefined {
  const judged = figures.filter((f) => f.met !== undefined);
  if (!judged.length) return undefined;
  const missed = judged.filter((f) => !f.met).map((f) => f.scenario);
  const met = `Floors met: ${judged.length - missed.length} of ${judged.length}`;
  return missed.length ? `${met}; not met: ${missed.join('; ')}.` : `${met}.`;
}

/** Writes `<stamp>-<mode>.json` and `.md` into `dir`; answers their paths. */
export async function writeResults(dir: string, results: Results): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const stamp = results.date.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z');
  const base = join(dir, `${stamp}-${results.mode}`);
  await writeFile(`${base}.json`, `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(`${base}.md`, markdown(results));
  return [`${base}.json`, `${base}.md`];
}
