/**
 * The simulator's J&T credentials, one set per API as J&T hands them out (PROVIDERS.md 2.0): order
 * and cancel (`username`, `api_key`, signing key), tariff (`cusName`, key), tracking
 * (`eccompanyid`, password) and print (`eccompanyid`, key).
 */
export const JNT_SIM_CREDENTIALS = {
  username: 'KILAU',
  apiKey: 'KILAU-SIM-API-KEY',
  orderKey: 'kilau-sim-order-key',
  tariffCusName: 'KILAU',
  tariffKey: 'kilau-sim-tariff-key',
  eccompanyid: 'KILAU',
  trackingPassword: 'kilau-sim-track',
  printKey: 'kilau-sim-print-key',
} as const;

export type JntCredentials = { -readonly [K in keyof typeof JNT_SIM_CREDENTIALS]: string };

export interface JntSimOptions extends Partial<JntCredentials> {
  /**
   * How long a parcel stays at each courier stage before moving on by itself; 0 (the default)
   * means it moves only when the control API says so.
   */
  stageEveryMs?: number;
  /**
   * The simulator's address as a browser reaches it, for label URLs (e.g. http://localhost:4010
   * when the shop calls http://provider-sim:4010). Default: the Host the caller used.
   */
  publicUrl?: string;
  /** How long a label URL serves its PDF; J&T's are short-lived (default 10 minutes). */
  labelUrlTtlMs?: number;
}

export type JntSimConfig = JntCredentials & {
  stageEveryMs: number;
  publicUrl: string | undefined;
  labelUrlTtlMs: number;
};

export const JNT_CONFIG = Symbol('JNT_CONFIG');

export function jntConfig(options: JntSimOptions = {}): JntSimConfig {
  const given = (name: keyof JntCredentials) => options[name] ?? JNT_SIM_CREDENTIALS[name];
  return {
    username: given('username'),
    apiKey: given('apiKey'),
    orderKey: given('orderKey'),
    tariffCusName: given('tariffCusName'),
    tariffKey: given('tariffKey'),
    eccompanyid: given('eccompanyid'),
    trackingPassword: given('trackingPassword'),
    printKey: given('printKey'),
    stageEveryMs: options.stageEveryMs ?? 0,
    publicUrl: options.publicUrl?.replace(/\/+$/, ''),
    labelUrlTtlMs: options.labelUrlTtlMs ?? 10 * 60_000,
  };
}
