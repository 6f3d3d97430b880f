import { loadBrowserConfig } from './browser-config.js';
import { ConfigError } from './config-error.js';

describe('what the shop shows browsers (settings)', () => {
  it.each([
    ['development, nothing set', {}, { corsOrigins: [], apiDocs: true, sourceMaps: false }],
    ['production, nothing set', { NODE_ENV: 'production' }, { corsOrigins: [], apiDocs: false, sourceMaps: false }],
    [
      'production with docs and maps asked for',
      { NODE_ENV: 'production', API_DOCS: 'true', SOURCE_MAPS: '1' },
      { corsOrigins: [], apiDocs: true, sourceMaps: true },
    ],
    ['development with docs turned off', { API_DOCS: 'false' }, { corsOrigins: [], apiDocs: false, sourceMaps: false }],
    [
      'two extra origins, comma or space separated, a trailing slash dropped',
      { CORS_ORIGINS: 'https://mitra.kilau.id/, http://localhost:5173' },
      { corsOrigins: ['https://mitra.kilau.id', 'http://localhost:5173'], apiDocs: true, sourceMaps: false },
    ],
  ])('%s', (_what, env: Record<string, string>, browser) => {
    expect(loadBrowserConfig(env, env.NODE_ENV ?? 'development')).toEqual(browser);
  });

  it.each([
    [{ API_DOCS: 'yes' }, 'API_DOCS must be true or false, not "yes"'],
    [{ SOURCE_MAPS: 'on' }, 'SOURCE_MAPS must be true or false, not "on"'],
    [{ CORS_ORIGINS: 'https://mitra.kilau.id/shop' }, 'CORS_ORIGINS must list origins such as https://kilau.id'],
    [{ CORS_ORIGINS: 'mitra.kilau.id' }, 'CORS_ORIGINS must list origins such as https://kilau.id'],
    [{ CORS_ORIGINS: 'ftp://mitra.kilau.id' }, 'CORS_ORIGINS must list origins such as https://kilau.id'],
  ])('refuses %p', (env, message) => {
    expect(() => loadBrowserConfig(env, 'development')).toThrow(ConfigError);
    expect(() => loadBrowserConfig(env, 'development')).toThrow(message);
  });
});
