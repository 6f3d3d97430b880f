/**
 * Settings that must not quietly fall back to a default. The built-in JWT secret is public (it is
 * in this repository), so only development and test may run on it. In production the payment and
 * courier settings must be the shop's own: the defaults, and anything pointing at the provider
 * simulator, would take no money and ship nothing, or take orders anyone could mark paid.
 */

type Env = Record<string, string | undefined>;

/** Signs tokens where nobody set JWT_SECRET, in development and test only. */
export const BUILT_IN_JWT_SECRET = 'kilau-development-secret-change-me';

/** The only NODE_ENV values that may run on the built-in secret; unset counts as development. */
const MAY_USE_BUILT_IN_SECRET = ['development', 'test'];

/** Why JWT_SECRET will not do for this NODE_ENV, if it will not. */
export function jwtSecretProblem(env: Env, nodeEnv: string): string | undefined {
  const secret = env.JWT_SECRET?.trim() ?? '';
  if (MAY_USE_BUILT_IN_SECRET.includes(nodeEnv)) return undefined;
  if (secret.length >= 32 && secret !== BUILT_IN_JWT_SECRET) return undefined;
  return `JWT_SECRET must be set to at least 32 characters (NODE_ENV is ${nodeEnv}; only development and test run on the built-in secret)`;
}

/** The Midtrans and J&T settings production needs, each set to the shop's own value. */
const PROVIDER_SECRETS = [
  'MIDTRANS_SERVER_KEY',
  'MIDTRANS_CLIENT_KEY',
  'JNT_API_KEY',
  'JNT_ORDER_KEY',
  'JNT_TARIFF_KEY',
  'JNT_TRACK_PASSWORD',
  'JNT_PRINT_KEY',
];
/** Account names: required, but 'KILAU' may well be the shop's real one, so any value is taken. */
const PROVIDER_ACCOUNTS = ['JNT_USERNAME', 'JNT_TARIFF_CUSTOMER', 'JNT_ECCOMPANYID'];
const MIDTRANS_URLS = ['MIDTRANS_API_URL', 'MIDTRANS_SNAP_URL'];
/** Each J&T API's URL, which JNT_API_URL gives all at once. */
const JNT_URLS = ['JNT_ORDER_URL', 'JNT_CANCEL_URL', 'JNT_TARIFF_URL', 'JNT_TRACK_URL', 'JNT_PRINT_URL'];

/** The simulator's own credentials (services/provider-sim), and the family their names come from. */
const SIMULATOR_SECRET = /^SB-Mid-(server|client)-kilau-local$|kilau-sim/i;
/** Where the simulator runs: this machine, the compose service, or its port. */
const SIMULATOR_HOST = /^(localhost|.*\.localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0|provider-sim)$/i;
const SIMULATOR_PORT = '4010';

/**
 * Every setting that keeps the shop from running in production, each named with its reason:
 * PUBLIC_URL, and the Midtrans and J&T settings that are missing, are the simulator's own values,
 * point at the simulator or are not https.
 */
export function productionProblems(env: Env): string[] {
  const value = (name: string) => env[name]?.trim() || undefined;
  const problems: string[] = [];
  for (const name of ['PUBLIC_URL', ...MIDTRANS_URLS, ...PROVIDER_ACCOUNTS, ...PROVIDER_SECRETS])
    if (!value(name)) problems.push(`${name} is not set`);
  for (const name of PROVIDER_SECRETS) {
    if (SIMULATOR_SECRET.test(value(name) ?? '')) problems.push(`${name} is the provider simulator's own value`);
  }
  const missingJnt = JNT_URLS.filter((name) => !value(name));
  if (missingJnt.length && !value('JNT_API_URL')) problems.push(`JNT_API_URL (or ${missingJnt.join(', ')}) is not set`);
  for (const name of [...MIDTRANS_URLS, 'JNT_API_URL', ...JNT_URLS]) {
    const problem = providerUrlProblem(value(name));
    if (problem) problems.push(`${name} ${problem}`);
  }
  return problems;
}

function providerUrlProblem(raw: string | undefined): string | undefined {
  if (!raw || !URL.canParse(raw)) return undefined;
  const url = new URL(raw);
  if (SIMULATOR_HOST.test(url.hostname) || url.port === SIMULATOR_PORT)
    return `points at the provider simulator (${raw})`;
  if (url.protocol !== 'https:') return `must be an https address (${raw})`;
  return undefined;
}
