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

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number'],
    [{ OTP_TTL: '0' }, 'OTP_TTL must be a whole number of at least 1'],
    [{ OTP_TTL: '2.5' }, 'OTP_TTL must be a whole number'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL is not a URL'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET must be set to at least 32 characters in production'],
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
