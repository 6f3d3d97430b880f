import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { AdminMessages, allowedActions, OrderMessages, orderStatusFrom } from '@kilau/domain';

import { ShopError } from '../../../../http/shop-error.js';
import { PrintReceipt, type ReceiptOutcome } from '../../../../shipping/commands/print-receipt/command.js';
import { receiptCallFailed } from '../../../../shipping/courier-answers.js';
import { PrintReceipts, type ReceiptResult } from './command.js';

interface Printable {
  order_id: string;
  billcode: string | null;
  fulfillment_status: string;
}

/**
 * Each selected order's receipt through the shop's one print command (J&T's S-codes and 'No
 * response from shipping provider' in the staff's words), one order after another in the order
 * selected: J&T's print call is quick, and a fault then lands on a known order. An order that
 * cannot print, or whose print fails, is one failed result; the others still print.
 */
@CommandHandler(PrintReceipts)
export class PrintReceiptsHandler implements ICommandHandler<PrintReceipts, ReceiptResult[]> {
  constructor(
    private readonly db: DataSource,
    private readonly commands: CommandBus,
  ) {}

  async execute({ orderIds, metadata }: PrintReceipts): Promise<ReceiptResult[]> {
    const rows: Printable[] = await this.db.query(
      `SELECT order_id::text, billcode, fulfillment_status FROM admin_orders WHERE order_id = ANY($1::bigint[])`,
      [orderIds],
    );
    const byId = new Map(rows.map((row) => [Number(row.order_id), row]));
    const results: ReceiptResult[] = [];
    for (const orderId of orderIds) results.push(await this.print(orderId, byId.get(orderId), metadata));
    return results;
  }

  private async print(orderId: number, row: Printable | undefined, metadata: PrintReceipts['metadata']) {
    const billcode = row?.billcode ?? null;
    const failed = (reason: string): ReceiptResult => ({
      order_id: orderId,
      ok: false,
      billcode,
      rotaprinturl: null,
      reason,
    });
    const problem = receiptProblem(orderId, row);
    if (problem) return failed(problem);
    try {
      const outcome = await this.commands
        .execute<PrintReceipt, ReceiptOutcome>(new PrintReceipt(billcode!, metadata))
        .catch((error: unknown) => Promise.reject(receiptCallFailed(error)));
      if (!outcome.printed) return failed(outcome.message);
      return { order_id: orderId, ok: true, billcode, rotaprinturl: outcome.url, reason: null };
    } catch (error) {
      // any one order's failure stays that order's: the batch answers a result for every order
      return failed(error instanceof ShopError || error instanceof Error ? error.message : String(error));
    }
  }
}

/** Why an order has no receipt to print (the status machine's print_receipt), or nothing. */
function receiptProblem(orderId: number, row: Printable | undefined): string | undefined {
  if (!row) return OrderMessages.orderNotFound;
  const status = orderStatusFrom(row.fulfillment_status);
  if (status === 'cancelled') return AdminMessages.alreadyCanceled(orderId);
  if (status === 'pending' || status === 'awaiting_shipment') return AdminMessages.receiptNeedsLabel;
  if (!status || !allowedActions(status).includes('print_receipt'))
    return AdminMessages.receiptNotOffered(row.fulfillment_status);
  return row.billcode ? undefined : 'The order has no waybill';
}
