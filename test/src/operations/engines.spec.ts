import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import semver from 'semver';

const fromRoot = (file: string) => fileURLToPath(new URL(`../../../${file}`, import.meta.url));

interface LockedPackage {
  engines?: { node?: string } | string[];
  optional?: boolean;
}

/**
 * `npm install` on the oldest Node the shop declares must print no engine warning: every locked
 * package's own `engines.node` has to accept that version (issue: file-type 22 and idn-area-data 4
 * asked for Node 22 while the shop runs on 20).
 */
describe('declared Node engines', () => {
  const root = JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { engines: { node: string } };
  const lock = JSON.parse(readFileSync(fromRoot('package-lock.json'), 'utf8')) as {
    packages: Record<string, LockedPackage>;
  };
  const oldest = semver.minVersion(root.engines.node)!.version;

  it('declares a lower bound on Node 20', () => {
    expect(semver.major(oldest)).toBe(20);
  });

  it('locks no package whose engines refuse the oldest Node the shop declares', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path.startsWith('node_modules/') || path.includes('/node_modules/'))
      .flatMap(([path, pkg]) => {
        const wanted = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
        return wanted && !semver.satisfies(oldest, wanted, { includePrerelease: true })
          ? [`${path} wants node ${wanted}`]
          : [];
      });
    expect(refusing).toEqual([]);
  });
});
