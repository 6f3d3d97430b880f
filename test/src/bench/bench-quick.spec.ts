import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { readModels } from '@kilau/shop';

import { nodeBinary, productionNodeMajor, runtimeCache } from '../../../services/bench/src/runtime.js';
import { harnessEnv } from '../harness/database.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Every scenario `npm run bench` measures, by id. */
const SCENARIOS = [
  'raw-ceiling',
  'product-list-12',
  'product-list-all',
  'product-by-id',
  'search',
  'add-to-cart',
  'checkout-flow',
  'checkout-flow-hot',
  'product-list-while-ordering',
  'checkout-alone',
  'checkout-alone-hot',
  ...readModels().map((model) => `replay-${model.name}`),
  'replay-all',
  'payment-notifications',
  'payment-settlement',
  'console-orders',
  'api-rss',
  'storefront-js',
  'storefront-lcp',
];

interface Figure {
  id: string;
  value: number;
  unit: string;
  p99?: number;
  ceilingRatio?: number;
  failed?: number;
  oversold?: number;
}

/**
 * The production image's Node, so that every CI run starts, loads and replays the shop on the
 * image's runtime as well as testing it on this machine's; this Node, with a warning, when it
 * cannot be had (a registry that does not answer and nothing fetched before).
 */
async function productionNode(): Promise<string> {
  try {
    const version = await productionNodeMajor(join(repoRoot, 'Dockerfile'));
    return await nodeBinary({ version }, runtimeCache(repoRoot), (line) => console.log(line));
  } catch (error) {
    console.warn(`the production image's Node could not be had, so this Node runs the quick bench: ${error}`);
    return process.execPath;
  }
}

/**
 * `npm run bench -- --quick` end to end, as CI's smoke run: the built program starts the shop on
 * a database and Redis prefix of its own (on the harness's servers), loads it from its own load
 * generator process, and writes its results. Checks the shape of what it wrote, never a time.
 * It runs through `--node`, as a bench on the production image's Node does: under CI that Node
 * (the Dockerfile's major version, fetched as `--node 24` fetches it), else this Node under another
 * name; either way the bench starts itself again under it.
 */
describe('npm run bench -- --quick', () => {
  let out: string;
  let node: string;
  let nodeVersion: string;
  let run: { code: number | null; stdout: string; stderr: string };

  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), 'kilau-bench-results-'));
    node = join(await mkdtemp(join(tmpdir(), 'kilau-bench-node-')), 'node');
    await symlink(process.env.CI ? await productionNode() : process.execPath, node);
    nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
    const { serverUrl, redisUrl } = harnessEnv();
    run = await new Promise((resolve) => {
      const child = spawn(process.execPath, ['services/bench/dist/main.js', '--node', node, '--quick', '--out', out], {
        cwd: repoRoot,
        env: { ...process.env, BENCH_DATABASE_URL: serverUrl, BENCH_REDIS_URL: redisUrl },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('exit', (code) => resolve({ code, stdout, stderr }));
    });
  }, 240_000);
  afterAll(async () => {
    await rm(out, { recursive: true, force: true });
    if (node) await rm(join(node, '..'), { recursive: true, force: true });
  });

  it('exits 0 having written its results as JSON and as a markdown table', async () => {
    expect({ code: run.code, stderr: run.code === 0 ? '' : run.stderr }).toEqual({ code: 0, stderr: '' });
    const files = (await readdir(out)).sort();
    expect(files).toEqual([expect.stringMatching(/-quick\.json$/), expect.stringMatching(/-quick\.md$/)]);
    const table = await readFile(join(out, files[1]!), 'utf8');
    expect(table).toContain('| scenario | figure | p50 | p99 | of ceiling | failed | floor | met | notes |');
    expect(run.stdout).toContain(table.trim().split('\n')[0]);
  });

  it('ran under the Node --node named, and says so', () => {
    expect(run.stderr).toContain(`running under Node ${nodeVersion} (${node})`);
    expect(run.stderr.match(/full run|quick run/g)).toEqual(['quick run']);
  });

  it('measures every scenario, each with a figure above zero, and says when, where and what was measured', async () => {
    const file = (await readdir(out)).find((name) => name.endsWith('.json'))!;
    const results = JSON.parse(await readFile(join(out, file), 'utf8'));
    expect(results).toMatchObject({
      mode: 'quick',
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      commit: expect.stringMatching(/^[0-9a-f]{7,}/),
      machine: { cpus: expect.any(Number), memoryGb: expect.any(Number), node: nodeVersion },
    });
    expect(results.ceiling).toBeGreaterThan(0);
    const figures = results.figures as Figure[];
    expect(figures.map((figure) => figure.id).sort()).toEqual([...SCENARIOS].sort());
    for (const figure of figures) {
      expect({ id: figure.id, positive: Number.isFinite(figure.value) && figure.value > 0 }).toEqual({
        id: figure.id,
        positive: true,
      });
    }
    // HTTP scenarios carry their spread and their share of the ceiling, and nothing failed
    for (const figure of figures.filter((f) => f.ceilingRatio !== undefined)) {
      expect({ id: figure.id, p99: figure.p99! >= 0, ratio: figure.ceilingRatio! > 0, failed: figure.failed }).toEqual({
        id: figure.id,
        p99: true,
        ratio: true,
        failed: 0,
      });
    }
    expect(figures.filter((f) => f.id.endsWith('-hot')).map((f) => f.oversold)).toEqual([0, 0]);
  });
});
