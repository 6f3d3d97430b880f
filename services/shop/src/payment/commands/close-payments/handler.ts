import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { loadOrder } from '../../../ordering/order-stream.js';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { handleStreamCommand } from '../../../platform/event-log/stream-command.js';
import { decideClosed } from '../../decider.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../gateway/payment-gateway.js';
import type { PaymentState } from '../../payment-state.js';
import { loadPayments, paymentStream } from '../../payment-stream.js';
import { ConfirmPayment } from '../confirm-payment/command.js';
import { ClosePayments } from './command.js';

/**
 * Expires each open attempt of a cancelled order at the provider. One the provider says is no
 * longer pending has moved on (paid at the last moment, say): it is checked, and money that came
 * for the cancelled order is recorded as due back. Repeating the job closes nothing twice.
 */
@CommandHandler(ClosePayments)
export class ClosePaymentsHandler implements ICommandHandler<ClosePayments, { closed: string[]; checked: string[] }> {
  constructor(
    private readonly log: EventLog,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly commands: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ orderId, correlationId }: ClosePayments): Promise<{ closed: string[]; checked: string[] }> {
    const open = await this.log.db.transaction(async (session) => {
      const order = await loadOrder(session, this.log.store, orderId);
      if (order.state.status !== 'cancelled') return [];
      const { state } = await loadPayments(session, this.log.store, orderId);
      return [...state.attempts.values()].filter(
        (a) => !a.closed && (a.outcome === 'unknown' || a.outcome === 'waiting'),
      );
    });
    const closed: string[] = [];
    const checked: string[] = [];
    for (const { started } of open) {
      const result = await this.gateway.cancel(started.attemptId);
      if (result === 'not_pending') {
        await this.commands.execute(new ConfirmPayment(started.attemptId, null, correlationId));
        checked.push(started.attemptId);
        continue;
      }
      await this.record(orderId, started.attemptId, result, correlationId);
      closed.push(started.attemptId);
    }
    return { closed, checked };
  }

  private async record(
    orderId: number,
    attemptId: string,
    result: 'expired' | 'not_found',
    correlationId: string,
  ): Promise<void> {
    const now = this.clock.now();
    const metadata = { correlationId, causationId: correlationId, actor: { kind: 'system' as const } };
    const close = (payments: PaymentState) => decideClosed(payments, { orderId, attemptId, result }, now);
    await handleStreamCommand(this.log, paymentStream(orderId), close, { metadata });
  }
}
