import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { parse, parseAllDocuments } from 'yaml';

import { SHOP_NODE_ARGS } from '@kilau/local-stack';

const read = (file: string) => readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8');

const SHOP_ENTRIES = /^services\/shop\/dist\/(main|worker)\.js$/;

/** Every command line in a file's containers or services that starts the API or the worker. */
function shopCommands(file: string): string[][] {
  const commands: string[][] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const { command } = node as { command?: unknown };
      if (Array.isArray(command) && SHOP_ENTRIES.test(String(command.at(-1)))) commands.push(command.map(String));
      Object.values(node).forEach(visit);
    }
  };
  if (file.startsWith('deploy/')) parseAllDocuments(read(file)).forEach((doc) => visit(doc.toJS()));
  else visit(parse(read(file)));
  return commands;
}

/** The shop's Node flags (shop-node-args.ts) are the same wherever its processes are started. */
describe("the shop processes' Node flags", () => {
  it('size the heap without a cap a burst can hit', () => {
    expect(SHOP_NODE_ARGS.some((flag) => flag.startsWith('--max-old-space-size'))).toBe(false);
    expect(SHOP_NODE_ARGS).toContain('--heap-growing-percent=50');
  });

  it("are the production image's default command's", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))![1]!;
    expect(JSON.parse(cmd)).toEqual(['node', ...SHOP_NODE_ARGS, 'services/shop/dist/main.js']);
    expect(read('Dockerfile')).not.toMatch(/max-old-space-size/);
  });

  it.each([
    ['deploy/kubernetes/api.yaml', ['main']],
    ['deploy/kubernetes/worker.yaml', ['worker']],
    ['docker-compose.yml', ['worker']],
    ['docker-compose.prod.yml', ['worker']],
  ])('are every API and worker command of %s', (file, entries) => {
    const commands = shopCommands(file);
    expect(commands.map((command) => SHOP_ENTRIES.exec(command.at(-1)!)![1])).toEqual(entries);
    for (const command of commands) expect(command.slice(0, -1)).toEqual(['node', ...SHOP_NODE_ARGS]);
  });
});
