import { ConfigError, loadShopConfig } from './shop-config.js';

describe('shop configuration', () => {
  it('serves one machine with no variables set', () => {
    const config = loadShopConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      otpTtlSeconds: 300,
      orderPaymentTtlMs: 10_800_000,
      redisPrefix: 'kilau',
    });
  });

  it('reads the variables ARCHITECTURE.md names', () => {
    const config = loadShopConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://kilau.id/',
      DATABASE_URL: 'postgres://shop@db:5432/kilau',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:25',
      OTP_TTL: '120',
      ORDER_PAYMENT_TTL: '60000',
      JNT_USERNAME: 'TOKO',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://kilau.id',
      databaseUrl: 'postgres://shop@db:5432/kilau',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtp://mail:25',
      otpTtlSeconds: 120,
      orderPaymentTtlMs: 60000,
      jnt: expect.objectContaining({ username: 'TOKO' }),
    });
  });

  it('throttles anonymous calls at 1200 a minute a client unless ANONYMOUS_REQUESTS_PER_MINUTE says otherwise (0: off)', () => {
    expect(loadShopConfig({}).anonymousRequestsPerMinute).toBe(1200);
    expect(loadShopConfig({ ANONYMOUS_REQUESTS_PER_MINUTE: '300' }).anonymousRequestsPerMinute).toBe(300);
    expect(loadShopConfig({ ANONYMOUS_REQUESTS_PER_MINUTE: '0' }).anonymousRequestsPerMinute).toBe(0);
  });

  it('serves pictures at its own /media unless MEDIA_PUBLIC_URL names a CDN or another path', () => {
    expect(loadShopConfig({}).mediaPublicUrl).toBe('/media');
    expect(loadShopConfig({ MEDIA_PUBLIC_URL: 'https://cdn.kilau.id/media/' }).mediaPublicUrl).toBe(
      'https://cdn.kilau.id/media',
    );
    expect(loadShopConfig({ MEDIA_PUBLIC_URL: '/static/media/' }).mediaPublicUrl).toBe('/static/media');
  });

  it('reads every query from the primary unless DATABASE_READ_URL names a replica', () => {
    expect(loadShopConfig({}).databaseReadUrl).toBeUndefined();
    expect(loadShopConfig({ DATABASE_READ_URL: ' ' }).databaseReadUrl).toBeUndefined();
    expect(loadShopConfig({ DATABASE_READ_URL: 'postgres://reader@replica:5432/kilau' }).databaseReadUrl).toBe(
      'postgres://reader@replica:5432/kilau',
    );
  });

  it.each([
    [{ MEDIA_PUBLIC_URL: 'ftp://cdn.kilau.id' }, 'MEDIA_PUBLIC_URL must start with http: or https:'],
    [{ MEDIA_PUBLIC_URL: '//cdn.kilau.id' }, 'MEDIA_PUBLIC_URL is not a URL'],
    [{ DATABASE_READ_URL: 'mysql://replica' }, 'DATABASE_READ_URL must start with postgres:'],
    [{ PORT: 'abc' }, 'PORT must be a whole number'],
    [{ ANONYMOUS_REQUESTS_PER_MINUTE: '-1' }, 'ANONYMOUS_REQUESTS_PER_MINUTE must be a whole number of at least 0'],
    [{ OTP_TTL: '0' }, 'OTP_TTL must be a whole number of at least 1'],
    [{ OTP_TTL: '2.5' }, 'OTP_TTL must be a whole number'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL is not a URL'],
    [{ WORKER_NICE: '20' }, 'WORKER_NICE must be a niceness from 0 to 19, not "20"'],
    [{ WORKER_NICE: '-5' }, 'WORKER_NICE must be a whole number of at least 0'],
  ])('refuses %p', (env, message) => {
    expect(() => loadShopConfig(env)).toThrow(ConfigError);
    expect(() => loadShopConfig(env)).toThrow(message);
  });
});

describe('TRUST_PROXY', () => {
  it.each<[string | undefined, number | string]>([
    [undefined, 'loopback'],
    ['', 'loopback'],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8', '10.0.0.0/8'],
    [' 10.0.0.1, 192.168.1.0/24 ,loopback', '10.0.0.1,192.168.1.0/24,loopback'],
    ['fd00::/8,::1', 'fd00::/8,::1'],
  ])('reads %p as %p', (raw, expected) => {
    expect(loadShopConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'everyone', '10.0.0.0/33', '10.0.0.1/8/2', '300.1.1.1', '1.5', '-1', '10.0.0.1,,loopback'])(
    'refuses %p, naming the variable',
    (raw) => {
      expect(() => loadShopConfig({ TRUST_PROXY: raw })).toThrow(ConfigError);
      expect(() => loadShopConfig({ TRUST_PROXY: raw })).toThrow(/^TRUST_PROXY must be a hop count/);
    },
  );
});

/** Every Midtrans and J&T setting production needs, the shop's own (none of the simulator's). */
const PRODUCTION: Record<string, string> = {
  NODE_ENV: 'production',
  JWT_SECRET: 'k'.repeat(40),
  PUBLIC_URL: 'https://kilau.id',
  MIDTRANS_SERVER_KEY: 'Mid-server-live-key',
  MIDTRANS_CLIENT_KEY: 'Mid-client-live-key',
  MIDTRANS_API_URL: 'https://api.midtrans.com',
  MIDTRANS_SNAP_URL: 'https://app.midtrans.com/snap',
  JNT_API_URL: 'https://ecommerce.jntexpress.id',
  JNT_USERNAME: 'KILAU',
  JNT_API_KEY: 'live-api-key',
  JNT_ORDER_KEY: 'live-order-key',
  JNT_TARIFF_CUSTOMER: 'KILAU',
  JNT_TARIFF_KEY: 'live-tariff-key',
  JNT_ECCOMPANYID: 'KILAU',
  JNT_TRACK_PASSWORD: 'live-track-password',
  JNT_PRINT_KEY: 'live-print-key',
};

const without = (...names: string[]) =>
  Object.fromEntries(Object.entries(PRODUCTION).filter(([name]) => !names.includes(name)));

/** Which settings a refusal names, one a line. */
function refusedSettings(env: Record<string, string>): string[] {
  try {
    loadShopConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message.split('\n').slice(1);
  }
  throw new Error('the configuration was accepted');
}

describe('secrets fail closed', () => {
  // unset NODE_ENV behaves as development, for npm start
  it.each([[{}], [{ NODE_ENV: 'development' }], [{ NODE_ENV: 'test' }]])('runs %p on the built-in secret', (env) => {
    expect(loadShopConfig(env).jwtSecret).toBe('kilau-development-secret-change-me');
  });

  it.each([
    [{ NODE_ENV: 'production' }],
    [{ NODE_ENV: 'staging' }],
    // a value is taken as written
    [{ NODE_ENV: 'Production' }],
    [{ NODE_ENV: 'staging', JWT_SECRET: 'too-short' }],
    [{ NODE_ENV: 'staging', JWT_SECRET: 'kilau-development-secret-change-me' }],
  ])('refuses %p without a JWT_SECRET of its own', (env) => {
    expect(refusedSettings(env)[0]).toMatch(/^- JWT_SECRET must be set to at least 32 characters \(NODE_ENV is/);
  });

  it('runs the worker behind the API unless WORKER_NICE says otherwise', () => {
    expect(loadShopConfig({}).workerNice).toBe(5);
    expect(loadShopConfig({ WORKER_NICE: '0' }).workerNice).toBe(0);
    expect(loadShopConfig({ WORKER_NICE: '19' }).workerNice).toBe(19);
  });

  it('writes no line a successful request in production unless REQUEST_LOG_LEVEL=info', () => {
    expect(loadShopConfig(PRODUCTION).requestLog.successLevel).toBe('debug');
    expect(loadShopConfig({ ...PRODUCTION, REQUEST_LOG_LEVEL: 'info' }).requestLog.successLevel).toBe('info');
    expect(loadShopConfig({}).requestLog.successLevel).toBe('info');
  });

  it('runs any other NODE_ENV on its own secret, the simulator allowed outside production', () => {
    const config = loadShopConfig({ NODE_ENV: 'staging', JWT_SECRET: 's'.repeat(32) });
    expect(config).toMatchObject({ nodeEnv: 'staging', jwtSecret: 's'.repeat(32) });
  });

  it("runs production on the shop's own settings", () => {
    expect(loadShopConfig(PRODUCTION)).toMatchObject({
      nodeEnv: 'production',
      midtrans: { apiUrl: 'https://api.midtrans.com' },
      jnt: { orderUrl: 'https://ecommerce.jntexpress.id/jts-idn-ecommerce-api/api/order/create' },
    });
    const perApi = {
      ...without('JNT_API_URL'),
      JNT_ORDER_URL: 'https://ecommerce.jntexpress.id/jts-idn-ecommerce-api/api/order/create',
      JNT_CANCEL_URL: 'https://api.jet.co.id/jts-idn-ecommerce-api/api/order/cancel',
      JNT_TARIFF_URL: 'https://partner-track.jet.co.id/jandt_track/inquiry.action',
      JNT_TRACK_URL: 'https://secure-jk.jet.co.id/jandt-order-web/track/trackAction!tracking.action',
      JNT_PRINT_URL: 'https://general.jntexpress.id/jandt_order_web/labels/labelsAction!getPrintUrl.action',
    };
    expect(loadShopConfig(perApi).jnt.cancelUrl).toBe('https://api.jet.co.id/jts-idn-ecommerce-api/api/order/cancel');
  });

  it('names every missing setting at once', () => {
    expect(refusedSettings({ NODE_ENV: 'production' })).toEqual([
      '- JWT_SECRET must be set to at least 32 characters (NODE_ENV is production; only development and test run on the built-in secret)',
      '- PUBLIC_URL is not set',
      '- MIDTRANS_API_URL is not set',
      '- MIDTRANS_SNAP_URL is not set',
      '- JNT_USERNAME is not set',
      '- JNT_TARIFF_CUSTOMER is not set',
      '- JNT_ECCOMPANYID is not set',
      '- MIDTRANS_SERVER_KEY is not set',
      '- MIDTRANS_CLIENT_KEY is not set',
      '- JNT_API_KEY is not set',
      '- JNT_ORDER_KEY is not set',
      '- JNT_TARIFF_KEY is not set',
      '- JNT_TRACK_PASSWORD is not set',
      '- JNT_PRINT_KEY is not set',
      '- JNT_API_URL (or JNT_ORDER_URL, JNT_CANCEL_URL, JNT_TARIFF_URL, JNT_TRACK_URL, JNT_PRINT_URL) is not set',
    ]);
  });

  it.each([
    [{ MIDTRANS_SERVER_KEY: 'SB-Mid-server-kilau-local' }, "MIDTRANS_SERVER_KEY is the provider simulator's own value"],
    [{ MIDTRANS_CLIENT_KEY: 'SB-Mid-client-kilau-local' }, "MIDTRANS_CLIENT_KEY is the provider simulator's own value"],
    [{ JNT_API_KEY: 'KILAU-SIM-API-KEY' }, "JNT_API_KEY is the provider simulator's own value"],
    [{ JNT_ORDER_KEY: 'kilau-sim-order-key' }, "JNT_ORDER_KEY is the provider simulator's own value"],
    [{ JNT_TRACK_PASSWORD: 'kilau-sim-track' }, "JNT_TRACK_PASSWORD is the provider simulator's own value"],
    [
      { MIDTRANS_API_URL: 'http://127.0.0.1:4010/midtrans/api' },
      'MIDTRANS_API_URL points at the provider simulator (http://127.0.0.1:4010/midtrans/api)',
    ],
    [
      { MIDTRANS_SNAP_URL: 'http://localhost:4010/midtrans/app/snap' },
      'MIDTRANS_SNAP_URL points at the provider simulator (http://localhost:4010/midtrans/app/snap)',
    ],
    [
      { JNT_API_URL: 'http://provider-sim:4010/jnt' },
      'JNT_API_URL points at the provider simulator (http://provider-sim:4010/jnt)',
    ],
    [
      { JNT_API_URL: 'https://sim.example.com:4010/jnt' },
      'JNT_API_URL points at the provider simulator (https://sim.example.com:4010/jnt)',
    ],
    [{ JNT_TRACK_URL: 'http://[::1]/track' }, 'JNT_TRACK_URL points at the provider simulator (http://[::1]/track)'],
    [
      { MIDTRANS_API_URL: 'http://api.midtrans.com' },
      'MIDTRANS_API_URL must be an https address (http://api.midtrans.com)',
    ],
  ])('refuses production with %p', (change, problem) => {
    expect(refusedSettings({ ...PRODUCTION, ...change })).toEqual([`- ${problem}`]);
  });

  it('names each of several unfit settings', () => {
    expect(
      refusedSettings({
        ...without('PUBLIC_URL', 'JNT_PRINT_KEY'),
        MIDTRANS_SERVER_KEY: 'SB-Mid-server-kilau-local',
        JNT_API_URL: 'http://127.0.0.1:4010/jnt',
      }),
    ).toEqual([
      '- PUBLIC_URL is not set',
      '- JNT_PRINT_KEY is not set',
      "- MIDTRANS_SERVER_KEY is the provider simulator's own value",
      '- JNT_API_URL points at the provider simulator (http://127.0.0.1:4010/jnt)',
    ]);
  });
});

describe('lives and retention', () => {
  it('keeps review links 30 days, sessions a day past their end and notifications 180 days; prunes daily', () => {
    expect(loadShopConfig({})).toMatchObject({
      reviewLinkTtlSeconds: 30 * 86_400,
      sessionRetentionSeconds: 86_400,
      paymentNotificationRetentionSeconds: 180 * 86_400,
      pruneMs: 86_400_000,
    });
    expect(
      loadShopConfig({
        REVIEW_LINK_TTL: '60',
        SESSION_RETENTION: '0',
        PAYMENT_NOTIFICATION_RETENTION: '3600',
        PRUNE_MS: '500',
      }),
    ).toMatchObject({
      reviewLinkTtlSeconds: 60,
      sessionRetentionSeconds: 0,
      paymentNotificationRetentionSeconds: 3600,
      pruneMs: 500,
    });
  });
});
