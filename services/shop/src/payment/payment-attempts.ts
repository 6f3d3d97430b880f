import { setTimeout as sleep } from 'node:timers/promises';

import { Inject, Injectable } from '@nestjs/common';

import { VIRTUAL_ACCOUNT_ADMIN_FEE } from '@kilau/domain';
import type { EventMetadata } from '@kilau/event-store';

import type { AuthenticatedUser } from '../identity/auth/authenticated-user.js';
import { loadOrder } from '../ordering/order-stream.js';
import { CLOCK, type Clock } from '../platform/clock/clock.js';
import { SHOP_CONFIG } from '../platform/config/config.module.js';
import type { ShopConfig } from '../platform/config/shop-config.js';
import { EventLog } from '../platform/event-log/event-log.js';
import { handleStreamCommand } from '../platform/event-log/stream-command.js';
import { paymentStreamId } from './events.js';
import {
  type AttemptRequest,
  type ChargeWay,
  PAYMENT_GATEWAY,
  type PaymentGateway,
  PaymentProviderFailure,
} from './gateway/payment-gateway.js';
import { databaseNow, payableOrder, paymentProviderFailed } from './payable.js';
import type { Attempt, PaymentState } from './payment-state.js';
import { loadPayments, paymentStream } from './payment-stream.js';
import { decideAnswer, decideStart, type ProviderAnswer, type StartStep } from './start-decider.js';

/** How often a request waiting for another's answer reads the attempts again. */
const POLL_MS = 150;
/** New attempts one request may open when answers keep getting lost, before it gives up (502). */
const MAX_RESERVATIONS = 3;

export type Way = { method: 'snap' } | ChargeWay;

export interface StartAttempt {
  caller: AuthenticatedUser;
  orderId: number;
  way: Way;
  metadata: EventMetadata;
}

/**
 * Starts a payment attempt in three steps, so no lock or transaction is held while the provider
 * is asked: reserve the attempt's id (a short transaction, committed), call the provider, record
 * its answer (a second short transaction, on the version read). A request that finds another's
 * reservation still waiting for its answer waits for it, so two tabs get one attempt. A lost
 * answer is looked up with the provider's status API: a charge it has is adopted; otherwise the
 * attempt is abandoned and a new one, with a new id, is opened, so the payer can always pay.
 */
@Injectable()
export class PaymentAttempts {
  constructor(
    private readonly log: EventLog,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The open, answered attempt the payer pays with: found, or made. */
  async start(command: StartAttempt): Promise<Attempt> {
    const giveUpAt = Date.now() + 2 * this.inFlightMs() + 5_000;
    let reservations = 0;
    while (Date.now() < giveUpAt) {
      const { step, request } = await this.nextStep(command);
      switch (step.kind) {
        case 'answer':
          return step.attempt;
        case 'wait':
          await sleep(POLL_MS);
          break;
        case 'recover': {
          const { attemptId } = step.attempt.started;
          const found = await this.lookUp(attemptId, command.way, 'its answer never came');
          const recovered = await this.record(command, attemptId, found);
          if (recovered) return recovered;
          break;
        }
        case 'reserve': {
          if (++reservations > MAX_RESERVATIONS) throw paymentProviderFailed({ message: 'answers kept getting lost' });
          const answer = await this.ask({ ...request, attemptId: step.reserved.data.attemptId }, command.way);
          const recorded = await this.record(command, step.reserved.data.attemptId, answer);
          if (answer.kind === 'refused') throw paymentProviderFailed({ message: answer.error });
          if (recorded) return recorded;
          break; // abandoned, or closed meanwhile: the next step reads the order and its attempts again
        }
      }
    }
    throw paymentProviderFailed({ message: 'no answer from the payment provider in time' });
  }

  /**
   * How long an attempt may wait for its answer: the call, and the status call after a lost
   * answer, each bounded by MIDTRANS_TIMEOUT_MS, and a margin.
   */
  private inFlightMs(): number {
    return 2 * this.config.midtrans.timeoutMs + 2_000;
  }

  /** Reads the order and its attempts (the order's row locked, briefly) and reserves an attempt if one is needed. */
  private nextStep({ caller, orderId, way, metadata }: StartAttempt) {
    return this.log.transact(async (session) => {
      const { state } = await loadOrder(session, this.log.store, orderId, { forUpdate: true });
      const now = await databaseNow(session);
      const order = payableOrder(state, caller, now);
      const payments = await loadPayments(session, this.log.store, orderId);
      const amount = order.totals.total + (way.method === 'bank_transfer' ? VIRTUAL_ACCOUNT_ADMIN_FEE : 0);
      const step: StartStep = decideStart(
        order,
        payments.state,
        { ...way, amount },
        { now, inFlightMs: this.inFlightMs() },
      );
      if (step.kind === 'reserve') {
        await this.log.append(session, paymentStreamId(orderId), [step.reserved], {
          expectedVersion: payments.version,
          metadata,
        });
      }
      const request: Omit<AttemptRequest, 'attemptId'> = { order, startsAt: now };
      return { step, request };
    });
  }

  /** The provider's answer, with no transaction open; a lost one looked up with its status API. */
  private async ask(request: AttemptRequest, way: Way): Promise<ProviderAnswer> {
    try {
      if (way.method === 'snap') return { kind: 'page', page: await this.gateway.createSnap(request) };
      return { kind: 'charge', details: await this.gateway.charge(request, way) };
    } catch (error) {
      if (!(error instanceof PaymentProviderFailure)) throw error;
      if (error.kind === 'refused') return { kind: 'refused', error: error.message };
      return this.lookUp(request.attemptId, way, error.message);
    }
  }

  /** What became of an attempt whose answer was lost. When even that cannot be learnt, the attempt stays reserved for a later try to look up. */
  private async lookUp(attemptId: string, way: Way, error: string): Promise<ProviderAnswer> {
    const transaction = await this.gateway.status(attemptId).catch((failure: unknown) => {
      throw failure instanceof PaymentProviderFailure ? paymentProviderFailed(failure) : failure;
    });
    const details = transaction && way.method !== 'snap' ? this.gateway.chargeDetails(transaction, way) : undefined;
    return { kind: 'lost', error, transaction, ...(details && { details }) };
  }

  /**
   * Records the answer through the payment's stream handler (a request that recorded it first
   * leaves nothing to record), and answers the attempt when the payer can pay with it: started,
   * open, and its order still waiting for the money (it may have been cancelled while the provider
   * was asked).
   */
  private async record(command: StartAttempt, attemptId: string, answer: ProviderAnswer): Promise<Attempt | undefined> {
    const { orderId, metadata, caller } = command;
    const now = this.clock.now();
    const decideOnAnswer = (payments: PaymentState) => decideAnswer(payments, attemptId, answer, now);
    const { after } = await handleStreamCommand(this.log, paymentStream(orderId), decideOnAnswer, { metadata });
    const attempt = after.attempts.get(attemptId);
    if (!attempt?.answered || attempt.closed) return undefined;
    const { state: order } = await loadOrder(this.log.autocommit, this.log.store, orderId);
    // the deadline as it was when the payer asked: a slow provider does not close the window
    payableOrder(order, caller, new Date(attempt.reservedAt));
    return attempt;
  }
}
