import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

/** The apps and services: each is deployed on its own, so none reads another's source. */
const APPS = [
  'apps/storefront',
  'apps/admin',
  'services/shop',
  'services/bench',
  'services/local-stack',
  'services/mail-catcher',
  'services/provider-sim',
];

/** Their packages, which only the tools that run the shop (local-stack, bench, test) may depend on. */
const APP_PACKAGES = [
  '@kilau/storefront',
  '@kilau/admin',
  '@kilau/shop',
  '@kilau/bench',
  '@kilau/local-stack',
  '@kilau/mail-catcher',
  '@kilau/provider-sim',
];

/**
 * `no-restricted-imports` for every file under `root` at any depth: a relative import that climbs
 * out of `root` (as many `../` as the file is deep) is refused with `message`, and so is any
 * import `more` names. A glob per depth, because the rule sees the import's text, not its file.
 */
function confinedTo(root, message, more = []) {
  return Array.from({ length: 8 }, (_, index) => ({
    files: [`${root}/${'*/'.repeat(index)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: `^(\\.\\./){${index + 1},}`, message }, ...more] }],
    },
  }));
}

/** Deep imports of an app's files through its package name, refused everywhere. */
const noDeepAppImports = { regex: `^(${APP_PACKAGES.join('|')})/`, message: 'Import an app through its index only.' };

/**
 * The boundaries the folders promise: the shop's platform knows no context (each context registers
 * its parts with it from its own module, ShopPartsModule.forFeature); libs/domain depends on
 * nothing, not even a package; no app reads another app's source.
 */
const boundaries = [
  ...APPS.flatMap((app) =>
    confinedTo(app, `One app never imports another app's source: ${app} imports only its own files and packages.`, [
      noDeepAppImports,
      ...(app.startsWith('apps/')
        ? [{ group: APP_PACKAGES, message: 'A web app talks to the shop over HTTP, never through its code.' }]
        : []),
    ]),
  ),
  ...confinedTo(
    'services/shop/src/platform',
    'services/shop/src/platform imports no context: register with it instead.',
    [noDeepAppImports, { group: ['@kilau/shop'], message: 'services/shop/src/platform imports no context.' }],
  ),
  ...confinedTo('libs/domain', 'libs/domain imports nothing outside itself.', [
    { regex: '^[^.]', message: 'libs/domain has no dependencies: pure rules only, no package.' },
  ]),
];

/** One lint config for every workspace: typescript-eslint's recommended rules, imports grouped. */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      // external packages, then @kilau/*, then relative imports
      'simple-import-sort/imports': [
        'error',
        { groups: [['^\\u0000'], ['^node:'], ['^@?\\w'], ['^@kilau/'], ['^\\.']] },
      ],
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/**/*.tsx', 'apps/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useAsync$' }],
    },
  },
  {
    files: ['**/*.spec.ts', 'test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  ...boundaries,
);
