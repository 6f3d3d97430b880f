import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Runs a built entry of the shop with only `env` (and PATH): its exit code and what it printed. */
function run(entry: 'main' | 'worker', env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`services/shop/dist/${entry}.js`], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 50_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * The built processes refuse to start on settings unfit for NODE_ENV, before they touch anything,
 * and say which settings (the docker-compose shape of old: production, pointed at the simulator).
 */
describe('starting in production', () => {
  it.each(['main', 'worker'] as const)(
    '%s refuses production without its settings, naming each',
    async (entry) => {
      const { code, output } = await run(entry, {
        NODE_ENV: 'production',
        JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
        DATABASE_URL: 'postgres://kilau@127.0.0.1:1/kilau',
        PUBLIC_URL: 'https://kilau.id',
        MIDTRANS_API_URL: 'http://provider-sim:4010/midtrans/api',
        MIDTRANS_SNAP_URL: 'http://provider-sim:4010/midtrans/app/snap',
        JNT_API_URL: 'http://127.0.0.1:4010/jnt',
        MIDTRANS_SERVER_KEY: 'SB-Mid-server-kilau-local',
      });
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      for (const problem of [
        'Refusing to start with NODE_ENV=production:',
        '- MIDTRANS_API_URL points at the provider simulator (http://provider-sim:4010/midtrans/api)',
        '- MIDTRANS_SNAP_URL points at the provider simulator',
        '- JNT_API_URL points at the provider simulator (http://127.0.0.1:4010/jnt)',
        "- MIDTRANS_SERVER_KEY is the provider simulator's own value",
        '- MIDTRANS_CLIENT_KEY is not set',
        '- JNT_USERNAME is not set',
        '- JNT_API_KEY is not set',
        '- JNT_ORDER_KEY is not set',
        '- JNT_TARIFF_CUSTOMER is not set',
        '- JNT_TARIFF_KEY is not set',
        '- JNT_ECCOMPANYID is not set',
        '- JNT_TRACK_PASSWORD is not set',
        '- JNT_PRINT_KEY is not set',
      ])
        expect(output).toContain(problem);
      expect(output).not.toContain('JWT_SECRET');
      expect(output).not.toContain('PUBLIC_URL');
    },
    60_000,
  );

  it.each([['staging'], ['production'], ['prod']])(
    'refuses NODE_ENV=%s on the built-in JWT secret',
    async (nodeEnv) => {
      const { code, output } = await run('main', {
        NODE_ENV: nodeEnv,
        DATABASE_URL: 'postgres://kilau@127.0.0.1:1/kilau',
      });
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(output).toContain(`- JWT_SECRET must be set to at least 32 characters (NODE_ENV is ${nodeEnv};`);
    },
  );
});
