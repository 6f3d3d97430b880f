import { Inject, Injectable } from '@nestjs/common';
import pRetry, { AbortError } from 'p-retry';

import { type CourierEntry, wibInstant } from '@kilau/domain';

import { SHOP_CONFIG } from '../../platform/config/config.module.js';
import type { ShopConfig } from '../../platform/config/shop-config.js';
import { measureProviderCall } from '../../platform/metrics/provider-calls.js';
import { jntSign } from './jnt-signature.js';
import {
  JntError,
  type JntOrderAnswer,
  type JntOrderDetail,
  type JntOrderRequest,
  type JntTariff,
  type JntTracking,
} from './jnt-types.js';

/** How a call is retried where someone waits for it (a shopper's fee, a staff member's print): briefly. */
export interface CallOptions {
  /** Tries in all, default 1: jobs retry through BullMQ instead. */
  tries?: number;
}

/**
 * J&T Express over HTTP, as its contract is (PROVIDERS.md 2): form-encoded signed calls for orders,
 * cancellations, tariffs and receipts, JSON with Basic auth for tracking. Every call has a timeout
 * (JNT_TIMEOUT_MS); what failed says whether a retry may help. The answers are returned as J&T
 * worded them: what they mean for an order is the callers' rules (libs/domain courier.ts).
 */
@Injectable()
export class JntClient {
  constructor(@Inject(SHOP_CONFIG) private readonly config: ShopConfig) {}

  private get jnt() {
    return this.config.jnt;
  }

  /** Creates the courier order; the answer's first `detail` entry (status Sukses with awb_no, or a reason). */
  async createOrder(order: JntOrderRequest, options?: CallOptions): Promise<JntOrderDetail & { desc?: string }> {
    const { username, apiKey: api_key, orderKey } = this.jnt;
    const json = JSON.stringify({ detail: [{ username, api_key, ...order }] });
    const answer = await this.retried(options, () =>
      this.postForm<JntOrderAnswer>(this.jnt.orderUrl, { data_param: json, data_sign: jntSign(json, orderKey) }),
    );
    return firstDetail(answer, order.orderid);
  }

  /** Asks J&T to cancel the courier order; its answer's entry (status Sukses, or a reason). */
  async cancelOrder(
    orderid: string,
    remark: string,
    options?: CallOptions,
  ): Promise<JntOrderDetail & { desc?: string }> {
    const { username, apiKey: api_key, orderKey } = this.jnt;
    const json = JSON.stringify({ detail: [{ username, api_key, orderid, remark: remark.slice(0, 30) }] });
    const answer = await this.retried(options, () =>
      this.postForm<JntOrderAnswer>(this.jnt.cancelUrl, { data_param: json, data_sign: jntSign(json, orderKey) }),
    );
    return firstDetail(answer, orderid);
  }

  /** The fee for a parcel of `weight` kg from a pickup site to a district (names from J&T's mapping). */
  async tariff(query: { weight: number; sendSiteCode: string; destAreaCode: string }, options?: CallOptions) {
    const data = JSON.stringify({
      weight: String(query.weight),
      sendSiteCode: query.sendSiteCode,
      destAreaCode: query.destAreaCode,
      cusName: this.jnt.tariffCustomer,
      productType: 'EZ',
    });
    const answer = await this.retried(options, () =>
      this.postForm<Record<string, unknown>>(this.jnt.tariffUrl, { data, sign: jntSign(data, this.jnt.tariffKey) }),
    );
    return tariffFrom(answer);
  }

  /** The waybill's tracking; undefined when J&T does not know the waybill (yet). */
  async track(awb: string, options?: CallOptions): Promise<JntTracking | undefined> {
    const { companyId, trackPassword } = this.jnt;
    const auth = Buffer.from(`${companyId}:${trackPassword}`).toString('base64');
    const answer = await this.retried(options, () =>
      this.send<Record<string, unknown>>(this.jnt.trackUrl, JSON.stringify({ awb, eccompanyid: companyId }), {
        'content-type': 'application/json',
        authorization: `Basic ${auth}`,
      }),
    );
    if (answer.error_id !== undefined) {
      if (String(answer.error_id) === '404') return undefined;
      throw new JntError('refused', `J&T tracking: ${String(answer.error_message ?? answer.error_id)}`, {
        code: String(answer.error_id),
      });
    }
    if (!Array.isArray(answer.history)) throw malformed('tracking answer without a history');
    return {
      awb: String(answer.awb ?? awb),
      orderid: answer.orderid === undefined ? undefined : String(answer.orderid),
      detail: (answer.detail ?? undefined) as Record<string, unknown> | undefined,
      history: (answer.history as Array<Record<string, unknown>>).map(entryFrom),
    };
  }

  /** A short-lived URL of the waybill's printed receipt, or J&T's reason (an S-code) for not giving one. */
  async printUrl(billcode: string, options?: CallOptions): Promise<{ url: string } | { reason: string }> {
    const json = JSON.stringify({ billcode });
    const answer = await this.retried(options, () =>
      this.postForm<Record<string, unknown>>(this.jnt.printUrl, {
        logistics_interface: json,
        data_digest: jntSign(json, this.jnt.printKey),
        msg_type: 'GETPRINTURL',
        eccompanyid: this.jnt.companyId,
      }),
    );
    const item = Array.isArray(answer.responseitems) ? (answer.responseitems[0] as Record<string, unknown>) : undefined;
    if (!item) throw malformed('print answer without responseitems');
    if (isTrue(item.success) && typeof item.rotaprinturl === 'string') return { url: item.rotaprinturl };
    return { reason: String(item.reason ?? '') };
  }

  private retried<T>(options: CallOptions | undefined, call: () => Promise<T>): Promise<T> {
    const tries = options?.tries ?? 1;
    return pRetry(
      async () => {
        try {
          return await call();
        } catch (error) {
          if (error instanceof JntError && error.kind === 'refused') throw new AbortError(error);
          throw error;
        }
      },
      { retries: tries - 1, minTimeout: 200, factor: 2, randomize: true },
    );
  }

  private postForm<T>(url: string, fields: Record<string, string>): Promise<T> {
    return this.send<T>(url, new URLSearchParams(fields).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
  }

  /** One HTTP call to J&T, measured (metrics/provider-calls.ts) under the API's name. */
  private send<T>(url: string, body: string, headers: Record<string, string>): Promise<T> {
    return measureProviderCall('jnt', this.operationOf(url), () => this.sendOnce<T>(url, body, headers));
  }

  private operationOf(url: string): string {
    const { orderUrl, cancelUrl, tariffUrl, trackUrl, printUrl } = this.jnt;
    const names: Array<[string, string]> = [
      [orderUrl, 'order'],
      [cancelUrl, 'cancel'],
      [tariffUrl, 'tariff'],
      [trackUrl, 'track'],
      [printUrl, 'print'],
    ];
    return names.find(([known]) => known === url)?.[1] ?? 'other';
  }

  private async sendOnce<T>(url: string, body: string, headers: Record<string, string>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { accept: 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(this.jnt.timeoutMs),
      });
    } catch (error) {
      throw new JntError('transient', `J&T unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (response.status >= 500 || response.status === 429) {
      throw new JntError('transient', `J&T answered ${response.status}`, { httpStatus: response.status });
    }
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw malformed(`J&T answered ${response.status} with a body that is not JSON`, response.status);
    }
    if (response.status >= 400 || typeof answer !== 'object' || answer === null) {
      const reason = (answer as Record<string, unknown> | null)?.error_message;
      throw new JntError('refused', `J&T answered ${response.status}${reason ? `: ${String(reason)}` : ''}`, {
        httpStatus: response.status,
      });
    }
    return answer as T;
  }
}

function malformed(message: string, httpStatus?: number): JntError {
  return new JntError('transient', message, { malformed: true, httpStatus });
}

function isTrue(value: unknown): boolean {
  return value === true || String(value).toLowerCase() === 'true';
}

/** The entry for our order id in a create or cancel answer; the top-level `desc` when J&T gave none. */
function firstDetail(answer: JntOrderAnswer, orderid: string): JntOrderDetail & { desc?: string } {
  const details = Array.isArray(answer.detail) ? answer.detail : [];
  const entry = details.find((detail) => String(detail.orderid ?? orderid) === orderid);
  if (entry) return { ...entry, status: String(entry.status ?? ''), desc: answer.desc };
  if (isTrue(answer.success)) throw malformed('J&T answered success without an entry for the order');
  return { orderid, status: 'Gagal', reason: answer.desc ?? '', desc: answer.desc };
}

/** A tariff answer with `content` decoded: J&T sends it as a JSON string (sometimes an array already). */
function tariffFrom(answer: Record<string, unknown>): JntTariff {
  const ok = isTrue(answer.is_success);
  const message = String(answer.message ?? '');
  let content: unknown = answer.content ?? '[]';
  if (typeof content === 'string') {
    try {
      content = content === '' ? [] : JSON.parse(content);
    } catch {
      throw malformed('tariff content is not JSON');
    }
  }
  if (!Array.isArray(content)) throw malformed('tariff content is not a list');
  const options = (content as Array<Record<string, unknown>>)
    .map((option) => ({ name: String(option.name ?? option.productType ?? 'EZ'), cost: Number(option.cost) }))
    .filter((option) => Number.isFinite(option.cost) && option.cost > 0);
  return {
    ok,
    message,
    options,
    raw: { is_success: ok ? 'true' : 'false', message, content: JSON.stringify(content) },
  };
}

/** J&T writes its times in WIB without a zone ("2026-11-25 14:03:00"): kept as the instant they mean. */
function entryFrom(raw: Record<string, unknown>): CourierEntry {
  return {
    date_time: wibInstant(String(raw.date_time ?? '')),
    status: String(raw.status ?? ''),
    status_code: Number(raw.status_code ?? 0),
    city_name: raw.city_name === undefined ? undefined : String(raw.city_name),
  };
}
