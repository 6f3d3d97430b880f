import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = fileURLToPath(new URL('../../../', import.meta.url));
const shopSource = join(repository, 'services/shop/src');

/** Source files by their path under services/shop/src, specs left out (they may build anything). */
type Sources = ReadonlyMap<string, string>;

function shopSources(): Sources {
  const files = readdirSync(shopSource, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.spec.ts'))
    .map((path) => path.split('\\').join('/'));
  return new Map(files.map((path) => [path, readFileSync(join(shopSource, path), 'utf8')]));
}

/** The context a file belongs to: its first folder (none for the composition roots at the top). */
const contextOf = (path: string) => (path.includes('/') ? path.split('/')[0]! : undefined);

/** A context's processors and timers: what the worker runs for it, and its own worker module lists. */
function workerParts(sources: Sources): string[] {
  return [...sources]
    .filter(([path]) => contextOf(path) !== 'platform' && contextOf(path) !== undefined)
    .filter(([, text]) => /@Processor\(|extends LockedTask\b/.test(text))
    .map(([path]) => path);
}

/** The files under services/shop/src a file imports, by relative path. */
function importsOf(path: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map((found) => found[1]!);
  return specifiers.map((specifier) => posix.join(posix.dirname(path), specifier).replace(/\.js$/, '.ts'));
}

/** Each processor or timer listed (imported) outside its own context, with who lists it. */
function listedOutside(sources: Sources): string[] {
  const parts = new Set(workerParts(sources));
  return [...sources].flatMap(([path, text]) =>
    importsOf(path, text)
      .filter((imported) => parts.has(imported) && contextOf(imported) !== contextOf(path))
      .map((imported) => `${imported} listed in ${path}`),
  );
}

/** Each processor or timer that no module of its own context lists, so no process would run it. */
function listedNowhere(sources: Sources): string[] {
  return workerParts(sources).filter(
    (part) =>
      ![...sources].some(
        ([path, text]) =>
          path.endsWith('.module.ts') && contextOf(path) === contextOf(part) && importsOf(path, text).includes(part),
      ),
  );
}

const processor = "@Processor('shipping')\nexport class ShippingProcessor extends WorkerHost {}";
const shippingModule = "import { ShippingProcessor } from './jobs/shipping.processor.js';";

describe("each context's processors and timers", () => {
  it('are listed by a module of their own context, and nowhere else', () => {
    const sources = shopSources();
    expect(workerParts(sources).length).toBeGreaterThanOrEqual(10);
    expect(listedOutside(sources)).toEqual([]);
    expect(listedNowhere(sources)).toEqual([]);
  });

  it.each([
    [
      'the composition root',
      'app.module.ts',
      "import { ShippingProcessor } from './shipping/jobs/shipping.processor.js';",
    ],
    ['another context', 'ordering/ordering-worker.module.ts', "import { TrackingTimer } from '../shipping/jobs/x.js';"],
  ])('fails when %s lists one', (_case, path, text) => {
    const timer = 'export class TrackingTimer extends LockedTask {}';
    const sources = new Map([
      ['shipping/jobs/shipping.processor.ts', processor],
      ['shipping/jobs/x.ts', timer],
      ['shipping/shipping-worker.module.ts', `${shippingModule}\nimport { TrackingTimer } from './jobs/x.js';`],
      [path, text],
    ]);
    expect(listedOutside(sources)).toHaveLength(1);
  });

  it('fails when no module of its context lists one', () => {
    const sources = new Map([
      ['shipping/jobs/shipping.processor.ts', processor],
      ['app.module.ts', "import { ShippingProcessor } from './shipping/jobs/shipping.processor.js';"],
    ]);
    expect(listedNowhere(sources)).toEqual(['shipping/jobs/shipping.processor.ts']);
  });
});
