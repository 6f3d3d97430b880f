import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type CpuProfile, profilePid, type ProfileWindow, windowSummary } from './profile-window-summary.js';

/**
 * `node services/bench/dist/profile-summary.js DIR [TOP]`, after a run with
 * BENCH_CPU_PROFILE_DIR=DIR: for each measured load (DIR/windows.jsonl, in the order run) and each
 * shop process's CPU profile in DIR, the busy time within that load and the functions that spent
 * most of it themselves. Busy counts every sample not idle, so time a process waited, runnable,
 * for a core counts too (bench/ROUNDS.md, the tenth round): beside it, the CPU time the process really
 * spent in the load, by `/proc`, when the bench wrote it.
 */
function main(): void {
  const [dir, top = '25'] = process.argv.slice(2);
  if (!dir) throw new Error('usage: node services/bench/dist/profile-summary.js DIR [TOP]');
  const windows = readFileSync(join(dir, 'windows.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProfileWindow);
  const profiles = readdirSync(dir)
    .filter((file) => file.endsWith('.cpuprofile'))
    .map((file) => ({ file, profile: JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile }));
  windows.forEach((window, n) => {
    console.log(`# load ${n + 1}: ${window.name} (${((window.end - window.start) / 1000).toFixed(0)} ms)`);
    for (const { file, profile } of profiles) {
      const { busy, top: spent } = windowSummary(profile, window, Number(top));
      const onCore = window.cpuMsByPid?.[profilePid(file) ?? ''];
      const real = onCore === undefined ? '' : `; on a core by /proc: ${onCore.toFixed(0)} ms`;
      console.log(`${file}: busy ${(busy / 1000).toFixed(0)} ms${real}`);
      for (const { where, micros } of spent)
        console.log(`  ${((micros / Math.max(busy, 1)) * 100).toFixed(1).padStart(5)} %  ${where}`);
    }
  });
}

main();
