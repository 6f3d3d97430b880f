import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { AdminMessages, allowedActions, OrderMessages } from '@kilau/domain';

import type { OrderState } from '../../../../ordering/order/state.js';
import { loadOrder } from '../../../../ordering/order-stream.js';
import { EventLog } from '../../../../platform/event-log/event-log.js';
import { PrintReceipt, type ReceiptOutcome } from '../../../../shipping/commands/print-receipt/command.js';
import { receiptCallFailed } from '../../../../shipping/courier-answers.js';
import { PrintReceipts, type ReceiptResult } from './command.js';

/**
 * Each selected order's receipt through the shop's one print command (J&T's S-codes and 'No
 * response from shipping provider' in the staff's words), one order after another in the order
 * selected: J&T's print call is quick, and a fault then lands on a known order. Whether an order
 * may print is read from its stream (an order labelled a moment ago prints even before the
 * staff's table shows it). An order that cannot print, or whose print fails, is one failed
 * result; the others still print.
 */
@CommandHandler(PrintReceipts)
export class PrintReceiptsHandler implements ICommandHandler<PrintReceipts, ReceiptResult[]> {
  constructor(
    private readonly log: EventLog,
    private readonly commands: CommandBus,
  ) {}

  async execute({ orderIds, metadata }: PrintReceipts): Promise<ReceiptResult[]> {
    const results: ReceiptResult[] = [];
    for (const orderId of orderIds) results.push(await this.print(orderId, metadata));
    return results;
  }

  private async print(orderId: number, metadata: PrintReceipts['metadata']): Promise<ReceiptResult> {
    const { state } = await loadOrder(this.log.autocommit, this.log.store, orderId);
    const billcode = state.status === 'none' ? null : state.waybill;
    const failed = (reason: string) => ({ order_id: orderId, ok: false, billcode, rotaprinturl: null, reason });
    const problem = receiptProblem(orderId, state);
    if (problem || !billcode) return failed(problem ?? 'The order has no waybill');
    try {
      const outcome = await this.commands
        .execute<PrintReceipt, ReceiptOutcome>(new PrintReceipt(billcode, metadata))
        .catch((error: unknown) => Promise.reject(receiptCallFailed(error)));
      if (!outcome.printed) return failed(outcome.message);
      return { order_id: orderId, ok: true, billcode, rotaprinturl: outcome.url, reason: null };
    } catch (error) {
      // any one order's failure stays that order's: the batch answers a result for every order
      return failed(error instanceof Error ? error.message : String(error));
    }
  }
}

/** Why an order has no receipt to print (the status machine's print_receipt), or nothing. */
function receiptProblem(orderId: number, state: OrderState): string | undefined {
  if (state.status === 'none') return OrderMessages.orderNotFound;
  if (state.status === 'cancelled') return AdminMessages.alreadyCanceled(orderId);
  if (state.status === 'pending' || state.status === 'awaiting_shipment') return AdminMessages.receiptNeedsLabel;
  if (!allowedActions(state.status).includes('print_receipt')) return AdminMessages.receiptNotOffered(state.status);
  return undefined;
}
