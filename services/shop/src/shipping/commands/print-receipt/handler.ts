import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { receiptRefusalMessage } from '@kilau/domain';

import { handleOrderCommand } from '../../../ordering/order/handle-order-command.js';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { COURIER, type Courier } from '../../courier/courier.js';
import { PrintReceipt, type ReceiptOutcome } from './command.js';

/**
 * Asks the courier for the receipt (two quick tries more when it fails on its side: staff are
 * waiting), and notes on the order that it was printed. The URL it gives is short-lived, so it is
 * passed on, not kept. A documented exception to 'the worker calls the courier': staff wait for
 * the URL, and the call holds no lock or transaction (the order decides the note after it).
 */
@CommandHandler(PrintReceipt)
export class PrintReceiptHandler implements ICommandHandler<PrintReceipt, ReceiptOutcome> {
  constructor(
    private readonly log: EventLog,
    @Inject(COURIER) private readonly courier: Courier,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ billcode, metadata }: PrintReceipt): Promise<ReceiptOutcome> {
    const answer = await this.courier.receiptUrl(billcode, { tries: 3 });
    if ('reason' in answer)
      return { printed: false, reason: answer.reason, message: receiptRefusalMessage(answer.reason) };
    const orderId = await this.orderOf(billcode);
    if (orderId !== null) {
      const command = { type: 'RecordReceiptPrinted' as const, awb: billcode };
      await handleOrderCommand(this.log, orderId, command, { now: this.clock.now(), metadata });
    }
    return { printed: true, url: answer.url, orderId };
  }

  /** The order the waybill belongs to, from the tracking read model (a receipt of an unknown waybill is J&T's to refuse). */
  private async orderOf(billcode: string): Promise<number | null> {
    const { rows } = await this.log.autocommit.query<{ order_id: string }>(
      `SELECT order_id::text FROM order_tracking WHERE waybill = $1 LIMIT 1`,
      [billcode],
    );
    return rows[0] ? Number(rows[0].order_id) : null;
  }
}
