import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { AdminMessages, CheckoutMessages } from '@kilau/domain';

import { handleOrderCommand } from '../../../ordering/order/handle-order-command.js';
import { labelProblem } from '../../../ordering/order/parcel.js';
import { type OrderState, placedOrder, type PlacedOrderState } from '../../../ordering/order/state.js';
import type { WaybillStanding } from '../../../ordering/order/waybill.js';
import { loadOrder } from '../../../ordering/order-stream.js';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { Refused } from '../../../platform/shared/refused.js';
import { labelForOrder } from '../../label-for-order.js';
import { renderLabels, renderLabelsFileName } from '../../labels/index.js';
import { ShippingPlaces } from '../../shipping-places.js';
import { AwaitWaybill } from '../await-waybill/command.js';
import { CreateLabels, type LabelBatch, type LabelResult } from './command.js';

/**
 * The batch is checked whole first: one cancelled or invalid order refuses all of it with the
 * seed's 'Cannot Move to Collection' (nothing changes). Then every order without a waybill gets
 * one (a few courier calls at a time), each order with a waybill moves to collection in its own
 * transaction, and the labels of those that did come back as one PDF, with a result per order so
 * staff retry only the failures. Labelling an order again moves nothing and reprints its label.
 * The label asks the courier nothing: an order without a waybill waits briefly for the worker's
 * (AwaitWaybill, which asks for it again when its job gave up) and is reported when it has none.
 * Without Shop settings there is no sender: the batch is refused before anything is asked.
 */
@CommandHandler(CreateLabels)
export class CreateLabelsHandler implements ICommandHandler<CreateLabels, LabelBatch> {
  constructor(
    private readonly log: EventLog,
    private readonly commands: CommandBus,
    private readonly places: ShippingPlaces,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ orderIds, metadata }: CreateLabels): Promise<LabelBatch> {
    const states = await Promise.all(orderIds.map((id) => this.load(id)));
    refuseInvalid(orderIds, states);
    // no sender, no label: refused whole before any courier call (Shop settings in the console)
    const pickup = await this.places.pickup();
    const outcomes = await Promise.all(orderIds.map((id) => this.label(id, metadata)));
    const labelled = outcomes.flatMap((outcome) => (outcome.order ? [outcome.order] : []));
    const pdf = labelled.length ? await renderLabels(labelled.map((order) => labelForOrder(order, pickup))) : null;
    const named = labelled.length ? labelled.map((order) => order.orderId) : orderIds;
    return { results: outcomes.map((outcome) => outcome.result), pdf, fileName: renderLabelsFileName(named) };
  }

  private async load(orderId: number): Promise<OrderState> {
    return (await loadOrder(this.log.autocommit, this.log.store, orderId)).state;
  }

  /** The order's outcome, and the order as its label prints it when it was labelled. */
  private async label(
    orderId: number,
    metadata: CreateLabels['metadata'],
  ): Promise<{ result: LabelResult; order?: PlacedOrderState }> {
    const failed = (reason: string) => ({
      result: { order_id: orderId, ok: false, waybill: null, fulfillment_status: null, reason },
    });
    try {
      const made = await this.commands.execute<AwaitWaybill, WaybillStanding>(new AwaitWaybill(orderId, metadata));
      if (made.kind !== 'assigned') return failed(withoutWaybill(made));
      const options = { now: this.clock.now(), metadata };
      const { after } = await handleOrderCommand(this.log, orderId, { type: 'CreateLabel' }, options);
      const order = placedOrder(after);
      const result = { order_id: orderId, ok: true, waybill: made.awb, fulfillment_status: order.status, reason: null };
      return { result, order };
    } catch (error) {
      if (error instanceof Refused) return failed(error.message);
      throw error;
    }
  }
}

/** Why an order has no waybill to label with, in the words the storefront hears too. */
function withoutWaybill(standing: Exclude<WaybillStanding, { kind: 'assigned' }>): string {
  return standing.kind === 'pending' ? CheckoutMessages.courierPending : standing.message;
}

/** Order-side seed §5: a cancelled or invalid order in the selection refuses the whole batch. */
function refuseInvalid(orderIds: number[], states: OrderState[]): void {
  const affected = orderIds.flatMap((id, index) => {
    const problem = labelProblem(states[index]!);
    return problem ? [{ order_id: id, reason: problem }] : [];
  });
  if (!affected.length) return;
  throw new Refused(
    'conflict',
    'cannot_move_to_collection',
    AdminMessages.cannotMoveToCollection(affected.map((order) => order.order_id)),
    { title: AdminMessages.cannotMoveToCollectionTitle, orders: affected },
  );
}
