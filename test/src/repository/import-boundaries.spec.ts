import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';

const repository = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repository });

/** The boundary messages ESLint gives one import, written as if in `filePath`. */
async function refusals(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { a } from '${specifier}';\n\nexport { a };\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** The folders' promises, as eslint.config.js keeps them: each forbidden import is refused, each allowed one passes. */
describe('import boundaries', () => {
  it.each([
    ['the platform importing a context', 'services/shop/src/platform/jobs/job-outcomes.ts', '../../ordering/events.js'],
    ['the platform importing the composition root', 'services/shop/src/platform/parts/x.ts', '../../shop-contexts.js'],
    ['the platform importing the shop through its package', 'services/shop/src/platform/http/x.ts', '@kilau/shop'],
    ['libs/domain importing a package', 'libs/domain/src/money.ts', 'zod'],
    ['libs/domain importing another lib', 'libs/domain/src/pricing/x.ts', '@kilau/event-store'],
    ['libs/domain climbing out of itself', 'libs/domain/src/pricing/x.ts', '../../../event-store/src/index.js'],
    ['the storefront importing the console', 'apps/storefront/src/lib/x.ts', '../../../admin/src/App.js'],
    ['the console importing the shop', 'apps/admin/src/x.ts', '@kilau/shop'],
    ['a service reading the shop past its index', 'services/local-stack/src/x.ts', '@kilau/shop/src/platform/x.js'],
  ])('refuses %s', async (_case, filePath, specifier) => {
    expect(await refusals(filePath, specifier)).toHaveLength(1);
  });

  it.each([
    ['the platform importing the platform', 'services/shop/src/platform/jobs/x.ts', '../logging/logger.js'],
    ['a context importing the platform', 'services/shop/src/ordering/x.ts', '../platform/jobs/job-request.js'],
    ['libs/domain importing itself', 'libs/domain/src/pricing/x.ts', '../money.js'],
    ['a tool importing the shop through its index', 'services/local-stack/src/x.ts', '@kilau/shop'],
    ['the storefront importing libs/domain', 'apps/storefront/src/lib/x.ts', '@kilau/domain'],
    ['the console importing the shared login', 'apps/admin/src/providers/x.ts', '@kilau/session'],
  ])('allows %s', async (_case, filePath, specifier) => {
    expect(await refusals(filePath, specifier)).toEqual([]);
  });

  // a path alias is an import ESLint cannot see through: the console once took the storefront's
  // session store by aliasing '@kilau/session' into apps/storefront/src (now libs/session)
  it.each(readdirSync(join(repository, 'apps')))("lets no alias of app %s point into another app's source", (app) => {
    const appDir = join(repository, 'apps', app);
    const tsconfig = readFileSync(join(appDir, 'tsconfig.json'), 'utf8');
    const vite = readFileSync(join(appDir, 'vite.config.ts'), 'utf8');
    const targets = [
      ...[...tsconfig.matchAll(/"(\.\.?\/[^"]+)"/g)].map((found) => resolve(appDir, found[1]!)),
      ...[...vite.matchAll(/['"](\.\.?\/[^'"]+)['"]/g)].map((found) => resolve(appDir, found[1]!)),
    ];
    expect(targets.length).toBeGreaterThan(0);
    const intoOtherApps = targets
      .map((target) => relative(repository, target))
      .filter((target) => target.startsWith('apps/') && !target.startsWith(`apps/${app}/`));
    expect(intoOtherApps).toEqual([]);
  });
});
