import { ConfigError } from './config-error.js';

/**
 * What the shop lets browsers do with it: which other sites may call its API, and what of its
 * insides (API docs, source maps) it shows. Part of ShopConfig, read from the same environment.
 */
export interface BrowserConfig {
  /** Origins besides PUBLIC_URL's a browser may call the API from (CORS_ORIGINS; default none). */
  corsOrigins: string[];
  /** Serve /api/docs and /api/docs-json (API_DOCS; default on, off under NODE_ENV=production). */
  apiDocs: boolean;
  /** Serve the apps' source maps (SOURCE_MAPS; default off, and builds only carry them when it is on). */
  sourceMaps: boolean;
}

type Env = Record<string, string | undefined>;

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true or false, not "${env[name]}"`);
}

/** An origin as browsers send it (`https://kilau.id`): scheme, host and port, nothing more. */
function origin(name: string, value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} must list origins such as https://kilau.id, not "${value}"`);
  }
  const bare = parsed.pathname === '/' && !parsed.search && !parsed.hash;
  if (!['http:', 'https:'].includes(parsed.protocol) || !bare) {
    throw new ConfigError(`${name} must list origins such as https://kilau.id, not "${value}"`);
  }
  return parsed.origin;
}

export function loadBrowserConfig(env: Env, nodeEnv: string): BrowserConfig {
  return {
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((value) => origin('CORS_ORIGINS', value)),
    apiDocs: flag(env, 'API_DOCS', nodeEnv !== 'production'),
    sourceMaps: flag(env, 'SOURCE_MAPS', false),
  };
}
