import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { parse } from 'yaml';

/**
 * The two compose files keep development's stand-ins away from a real shop:
 * docker-compose.yml (development) has the mail inbox, the provider simulator and the demo's
 * staff account, all published on 127.0.0.1 only; docker-compose.prod.yml (production) has none of
 * them, requires every secret and provider setting, and migrates before the API starts. Where a
 * `docker` with compose answers, `docker compose config -q` must accept both files too.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null>;
  ports?: Array<string | { host_ip?: string; published?: string | number; target: number }>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string | string[] };
  volumes?: Array<string | { target: string }>;
}

function services(file: string): Record<string, Service> {
  return (parse(read(file), { merge: true }) as { services: Record<string, Service> }).services;
}

const DEV = services('docker-compose.yml');
const PROD = services('docker-compose.prod.yml');

/** The services that run the shop's own code (they carry its settings). */
const shopServices = (all: Record<string, Service>) =>
  Object.entries(all).filter(([, service]) => service.environment && 'DATABASE_URL' in service.environment);

const command = (service: Service) => [service.command ?? []].flat().join(' ');

/** The address a published port listens on: the host part of '127.0.0.1:3000:3000', else every interface. */
function hostAddress(port: NonNullable<Service['ports']>[number]): string {
  if (typeof port === 'object') return port.host_ip ?? '0.0.0.0';
  return /^(\d{1,3}(?:\.\d{1,3}){3}|\[[^\]]+\]):/.exec(port)?.[1] ?? '0.0.0.0';
}

/** The settings production cannot run without (the shop refuses the simulator's values for them too). */
const REQUIRED_IN_PRODUCTION = [
  'PUBLIC_URL',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'JWT_SECRET',
  'MIDTRANS_SERVER_KEY',
  'MIDTRANS_CLIENT_KEY',
  'MIDTRANS_API_URL',
  'MIDTRANS_SNAP_URL',
  'JNT_API_URL',
  'JNT_USERNAME',
  'JNT_API_KEY',
  'JNT_ORDER_KEY',
  'JNT_TARIFF_CUSTOMER',
  'JNT_TARIFF_KEY',
  'JNT_ECCOMPANYID',
  'JNT_TRACK_PASSWORD',
  'JNT_PRINT_KEY',
];

describe('docker-compose.yml (development)', () => {
  it('runs the stand-ins and the demo, as development', () => {
    expect(Object.keys(DEV)).toEqual(expect.arrayContaining(['mail', 'provider-sim', 'migrate', 'shop-api']));
    expect(command(DEV.migrate!)).toMatch(/seed\.js/);
    for (const [name, service] of shopServices(DEV)) {
      expect({ name, NODE_ENV: service.environment!.NODE_ENV }).toEqual({ name, NODE_ENV: 'development' });
    }
  });

  it('publishes every port on 127.0.0.1 only', () => {
    const published = Object.entries(DEV).flatMap(([name, service]) =>
      (service.ports ?? []).map((port) => ({ name, port, address: hostAddress(port) })),
    );
    expect(published.map(({ name }) => name).sort()).toEqual(['mail', 'provider-sim', 'shop-api']);
    for (const entry of published) expect(entry).toEqual({ ...entry, address: '127.0.0.1' });
  });
});

describe('docker-compose.prod.yml (production)', () => {
  it('runs no stand-in: no mail catcher, no provider simulator, nothing pointing at one', () => {
    for (const [name, service] of Object.entries(PROD)) {
      const what = { name, image: service.image, command: command(service) };
      expect(what.image ?? '').not.toMatch(/mailpit|mailhog|maildev|smtp4dev/i);
      expect(what.command).not.toMatch(/provider-sim|mail-catcher/);
      for (const value of Object.values(service.environment ?? {})) {
        expect({ name, value }).not.toEqual({ name, value: expect.stringMatching(/provider-sim|:4010\b|\bmail:1025/) });
      }
    }
  });

  it('loads no demo data and seeds no staff account', () => {
    const all = read('docker-compose.prod.yml');
    for (const [, service] of Object.entries(PROD)) expect(command(service)).not.toMatch(/seed|demo/);
    expect(all).not.toMatch(/staff@kilau\.id/);
  });

  it('runs every shop process with NODE_ENV=production', () => {
    const shops = shopServices(PROD);
    expect(shops.map(([name]) => name).sort()).toEqual(['migrate', 'shop-api', 'shop-worker']);
    for (const [name, service] of shops) {
      expect({ name, NODE_ENV: service.environment!.NODE_ENV }).toEqual({ name, NODE_ENV: 'production' });
    }
  });

  it.each(REQUIRED_IN_PRODUCTION)('requires %s: compose refuses to start without it', (name) => {
    for (const [service, { environment }] of shopServices(PROD)) {
      expect({ service, [name]: environment![name] }).toEqual({
        service,
        [name]: expect.stringMatching(new RegExp(`^\\$\\{${name}:\\?.+\\}$`)),
      });
    }
  });

  it('migrates in a one-off service before the API and the worker start', () => {
    expect(command(PROD.migrate!)).toBe('node services/local-stack/dist/migrate.js');
    for (const name of ['shop-api', 'shop-worker']) {
      expect(PROD[name]!.depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
    }
  });

  it('checks the API is ready, publishes it on loopback for the https proxy, and keeps media on a volume', () => {
    expect([PROD['shop-api']!.healthcheck!.test].flat().join(' ')).toMatch(/\/api\/health\/ready/);
    for (const [name, service] of Object.entries(PROD)) {
      for (const port of service.ports ?? [])
        expect({ name, address: hostAddress(port) }).toEqual({ name, address: '127.0.0.1' });
    }
    for (const [name, service] of shopServices(PROD)) {
      expect({ name, volumes: service.volumes }).toEqual({
        name,
        volumes: [`media:${service.environment!.MEDIA_DIR}`],
      });
    }
  });

  it('builds an image whose media folder the node user may write (a new volume copies its owner)', () => {
    const dockerfile = read('Dockerfile');
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    const chown = finalStage.search(/chown -R node:node \/app\/\.data\b/);
    expect(chown).toBeGreaterThan(-1);
    expect(chown).toBeLessThan(finalStage.indexOf('USER node'));
  });
});

/** `docker compose` where one is installed; the parsing checks above run everywhere. */
const compose = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
const haveCompose = compose.status === 0;
if (!haveCompose) {
  console.info('compose-files: no `docker compose` on this machine; `docker compose config -q` is skipped');
}

describe('docker compose config', () => {
  const config = (file: string, env: Record<string, string>) =>
    spawnSync('docker', ['compose', '-f', file, 'config', '-q'], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
  const productionEnv = Object.fromEntries(REQUIRED_IN_PRODUCTION.map((name) => [name, `${name.toLowerCase()}-value`]));

  (haveCompose ? it : it.skip)('accepts both files, production with every required setting given', () => {
    expect(config('docker-compose.yml', {})).toMatchObject({ status: 0 });
    expect(config('docker-compose.prod.yml', productionEnv)).toMatchObject({ status: 0 });
  });

  (haveCompose ? it : it.skip)('refuses production without its settings, naming one', () => {
    const refused = config('docker-compose.prod.yml', {});
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(new RegExp(REQUIRED_IN_PRODUCTION.join('|')));
  });
});
