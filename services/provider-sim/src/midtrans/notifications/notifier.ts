import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';

import { MIDTRANS_CONFIG, type MidtransSimConfig } from '../midtrans-config.js';
import { statusCode } from '../transactions/status-machine.js';
import type { MidtransTransaction } from '../transactions/transaction.js';
import { transactionFields } from '../transactions/transaction-fields.js';
import { NotificationLog } from './notification-log.js';
import { NotificationModes } from './notification-modes.js';
import { postNotification } from './post-notification.js';
import { retriesAfter } from './retry-policy.js';

interface Outgoing {
  orderId: string;
  body: Record<string, unknown>;
  urls: string[];
  copies: number;
}

/**
 * Sends the HTTP notification of every state change to the transaction's URLs (or the configured
 * one), retrying on Midtrans's schedule and policy, and logs every attempt for the control API.
 */
@Injectable()
export class Notifier implements OnModuleDestroy {
  private held: Outgoing[] = [];
  private readonly retries = new Set<NodeJS.Timeout>();
  private stopping = new AbortController();

  constructor(
    @Inject(MIDTRANS_CONFIG) private readonly config: MidtransSimConfig,
    private readonly log: NotificationLog,
    private readonly modes: NotificationModes,
  ) {}

  notify(transaction: MidtransTransaction): void {
    const charge = transaction.charge;
    if (!charge) return;
    const code = statusCode(charge.status, 'notification');
    const status = { code, message: 'midtrans payment notification' };
    const body = transactionFields(transaction, charge, status, this.config.serverKey);
    const configured = this.config.notificationUrl ? [this.config.notificationUrl] : [];
    const urls = transaction.notificationUrls.length > 0 ? transaction.notificationUrls : configured;
    const mode = this.modes.for(transaction.orderId);
    const outgoing = { orderId: transaction.orderId, body, urls, copies: mode.duplicate };
    if (mode.reorder) this.held.push(outgoing);
    else this.send(outgoing);
  }

  /** Delivers what the reorder mode held back, newest first; answers how many notifications. */
  flush(): number {
    const batch = this.held.reverse();
    this.held = [];
    batch.forEach((outgoing) => this.send(outgoing));
    return batch.length;
  }

  /** Drops held notifications and pending retries, and abandons attempts under way. */
  clear(): void {
    this.held = [];
    this.retries.forEach((timer) => clearTimeout(timer));
    this.retries.clear();
    this.stopping.abort();
    this.stopping = new AbortController();
  }

  onModuleDestroy(): void {
    this.clear();
  }

  private send({ orderId, body, urls, copies }: Outgoing): void {
    const at = new Date().toISOString();
    if (urls.length === 0) {
      this.log.record({ orderId, url: null, attempt: 1, copy: 1, body, error: 'no URL', nextAttemptInMs: null, at });
    }
    for (const url of urls) {
      for (let copy = 1; copy <= copies; copy++) void this.deliver(orderId, url, body, copy, 1);
    }
  }

  private async deliver(orderId: string, url: string, body: Record<string, unknown>, copy: number, attempt: number) {
    const stopping = this.stopping.signal;
    const outcome = await postNotification(url, body, this.config.notificationTimeoutMs, stopping);
    if (stopping.aborted) return;
    const retry = attempt <= retriesAfter(outcome) ? this.config.notificationRetryDelaysMs[attempt - 1] : undefined;
    const at = new Date().toISOString();
    this.log.record({ orderId, url, attempt, copy, body, ...outcome, nextAttemptInMs: retry ?? null, at });
    if (retry === undefined) return;
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      void this.deliver(orderId, url, body, copy, attempt + 1);
    }, retry);
    timer.unref();
    this.retries.add(timer);
  }
}
