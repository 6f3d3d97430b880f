import { Inject, Injectable } from '@nestjs/common';

import { wibInstant } from '@kilau/domain';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { measureProviderCall } from '../../platform/metrics/provider-calls.js';
import { MidtransError, type MidtransTransaction } from './midtrans-types.js';

/**
 * Midtrans over HTTP, as its contract is (PROVIDERS.md 1): Snap at MIDTRANS_SNAP_URL (`/v1/...`),
 * the Core API at MIDTRANS_API_URL (`/v2/...`), Basic auth with the server key. Every call has a
 * timeout (MIDTRANS_TIMEOUT_MS) well under a job's lock; what failed says whether a retry may help.
 */
@Injectable()
export class MidtransClient {
  constructor(@Inject(SHOP_CONFIG) private readonly config: ShopConfig) {}

  /** A Snap transaction for one payment attempt: `{token, redirect_url}`. Notifications go to `notificationUrl`. */
  async createSnap(body: object, notificationUrl: string): Promise<{ token: string; redirect_url: string }> {
    const answer = await this.call('snap', 'POST', `${this.config.midtrans.snapUrl}/v1/transactions`, body, {
      'X-Override-Notification': notificationUrl,
    });
    if (typeof answer.token !== 'string') throw new MidtransError('transient', 'Snap answered without a token');
    return answer as { token: string; redirect_url: string };
  }

  /** A bank transfer or QRIS charge (Core API). */
  async charge(body: object, notificationUrl: string): Promise<MidtransTransaction> {
    const answer = await this.call('charge', 'POST', `${this.config.midtrans.apiUrl}/v2/charge`, body, {
      'X-Override-Notification': notificationUrl,
    });
    return refusedUnlessOk(answer) as MidtransTransaction;
  }

  /** The transaction as Midtrans has it now; undefined when it does not know it (a Snap page nobody chose a method on). */
  async status(providerOrderId: string): Promise<MidtransTransaction | undefined> {
    const answer = await this.call(
      'status',
      'GET',
      `${this.config.midtrans.apiUrl}/v2/${encodeURIComponent(providerOrderId)}/status`,
    );
    if (answer.status_code === '404') return undefined;
    return withInstants(refusedUnlessOk(answer) as MidtransTransaction);
  }

  /** Expires a pending transaction: 'expired', or why not ('not_found': never charged; 'not_pending': it moved on). */
  async expire(providerOrderId: string): Promise<'expired' | 'not_found' | 'not_pending'> {
    const answer = await this.call(
      'expire',
      'POST',
      `${this.config.midtrans.apiUrl}/v2/${encodeURIComponent(providerOrderId)}/expire`,
    );
    if (answer.status_code === '404') return 'not_found';
    if (answer.status_code === '412') return 'not_pending';
    refusedUnlessOk(answer);
    return 'expired';
  }

  /** One HTTP call to Midtrans, measured (metrics/provider-calls.ts) under `operation`. */
  private call(operation: string, method: string, url: string, body?: object, headers: Record<string, string> = {}) {
    return measureProviderCall('midtrans', operation, () => this.callOnce(method, url, body, headers));
  }

  private async callOnce(method: string, url: string, body?: object, headers: Record<string, string> = {}) {
    const auth = Buffer.from(`${this.config.midtrans.serverKey}:`).toString('base64');
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: `Basic ${auth}`,
          accept: 'application/json',
          'content-type': 'application/json',
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.midtrans.timeoutMs),
      });
    } catch (error) {
      throw new MidtransError('transient', `Midtrans unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    let answer: Record<string, unknown>;
    try {
      answer = JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new MidtransError(
        'transient',
        `Midtrans answered ${response.status} with a body that is not JSON`,
        response.status,
      );
    }
    if (response.status >= 500 || response.status === 429) {
      throw new MidtransError('transient', `Midtrans answered ${response.status}`, response.status, messagesOf(answer));
    }
    if (response.status >= 400) {
      throw new MidtransError(
        'refused',
        messagesOf(answer).join('; ') || `Midtrans answered ${response.status}`,
        response.status,
        messagesOf(answer),
      );
    }
    return answer;
  }
}

function messagesOf(answer: Record<string, unknown>): string[] {
  const messages = answer.error_messages ?? answer.status_message;
  return Array.isArray(messages) ? messages.map(String) : messages ? [String(messages)] : [];
}

/** The Core API answers HTTP 200 with the outcome in the body's `status_code`: 2xx is success. */
function refusedUnlessOk(answer: Record<string, unknown>): Record<string, unknown> {
  const code = Number(answer.status_code ?? 200);
  if (code >= 500) throw new MidtransError('transient', `Midtrans: ${messagesOf(answer).join('; ')}`, code);
  if (code >= 300)
    throw new MidtransError('refused', `Midtrans: ${messagesOf(answer).join('; ')}`, code, messagesOf(answer));
  return answer;
}

/** Midtrans writes its times in WIB without a zone ("2026-11-25 14:03:00"): kept as the instants they mean. */
function withInstants(transaction: MidtransTransaction): MidtransTransaction {
  const times = ['transaction_time', 'settlement_time', 'expiry_time'] as const;
  const converted = times.filter((field) => typeof transaction[field] === 'string');
  return { ...transaction, ...Object.fromEntries(converted.map((field) => [field, wibInstant(transaction[field]!)])) };
}
