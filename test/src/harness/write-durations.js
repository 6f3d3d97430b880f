/**
 * `npm run test:durations -- <results.json>...`: writes durations.json, the test order a fresh
 * clone runs in (see sequencer.js), from the results of a whole run,
 * `node --experimental-vm-modules node_modules/jest/bin/jest.js --json --outputFile=<results.json>`
 * run as CI runs it (CI=true: two workers). Each file's wall time in that run, in seconds. Results
 * of later runs of some files may follow the whole run's: their times replace its times.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const resultsFiles = process.argv.slice(2);
if (resultsFiles.length === 0) {
  process.stderr.write('usage: npm run test:durations -- <jest --json output>...\n');
  process.exit(2);
}
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const seconds = new Map();
for (const resultsFile of resultsFiles) {
  for (const file of JSON.parse(readFileSync(resultsFile, 'utf8')).testResults) {
    const path = relative(repoRoot, file.name).split(sep).join('/');
    seconds.set(path, Math.round((file.endTime - file.startTime) / 100) / 10);
  }
}
const longestFirst = [...seconds].sort(([a, one], [b, other]) => other - one || a.localeCompare(b));
const durations = {
  refresh: 'npm run test:durations -- <the --json output of a whole CI=true jest run>',
  seconds: Object.fromEntries(longestFirst),
};
const target = new URL('./durations.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(durations, null, 2)}\n`);
process.stdout.write(`${seconds.size} files, ${fileURLToPath(target)}\n`);
