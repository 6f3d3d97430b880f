export interface MidtransSimOptions {
  /** Default 'SB-Mid-server-kilau-local', the shop's own default. */
  serverKey?: string;
  clientKey?: string;
  /** The dashboard's "Payment Notification URL": used when a transaction names none. */
  notificationUrl?: string;
  /**
   * Waits before each retry of a failed notification. Midtrans waits about 2, 10, 30, 90 and 210
   * minutes; the default keeps the shape at a scale a test can wait for.
   */
  notificationRetryDelaysMs?: number[];
  /** How long a notification receiver may take to answer before the attempt counts as failed. */
  notificationTimeoutMs?: number;
  /** Between a card's capture and its settlement (both notified). */
  cardSettlementDelayMs?: number;
}

export type MidtransSimConfig = Required<Omit<MidtransSimOptions, 'notificationUrl'>> & {
  notificationUrl: string | undefined;
};

export const MIDTRANS_CONFIG = Symbol('MIDTRANS_CONFIG');

export function midtransConfig(options: MidtransSimOptions = {}): MidtransSimConfig {
  return {
    serverKey: options.serverKey ?? 'SB-Mid-server-kilau-local',
    clientKey: options.clientKey ?? 'SB-Mid-client-kilau-local',
    notificationUrl: options.notificationUrl,
    notificationRetryDelaysMs: options.notificationRetryDelaysMs ?? [500, 2000, 5000, 10_000, 20_000],
    notificationTimeoutMs: options.notificationTimeoutMs ?? 10_000,
    cardSettlementDelayMs: options.cardSettlementDelayMs ?? 2000,
  };
}
