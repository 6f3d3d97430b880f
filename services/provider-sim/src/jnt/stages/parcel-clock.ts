import { Inject, Injectable } from '@nestjs/common';

import { JNT_CONFIG, type JntSimConfig } from '../jnt-config.js';
import type { CourierOrder } from '../orders/courier-order.js';
import { advance, settle } from './stage-clock.js';
import type { StageCode, StageEvent } from './stages.js';

/** Where parcels stand now: stages passed by time (when `stageEveryMs` > 0) or moved by the control API. */
@Injectable()
export class ParcelClock {
  constructor(@Inject(JNT_CONFIG) private readonly config: JntSimConfig) {}

  /** The order with its history brought up to now; undefined stays undefined. */
  current<T extends CourierOrder | undefined>(order: T): T {
    if (order && !order.held) settle(order.history, this.config.stageEveryMs, Date.now());
    return order;
  }

  /** The stage the order is at now. */
  stage(order: CourierOrder): StageEvent {
    const { history } = this.current(order);
    return history[history.length - 1] as StageEvent;
  }

  /** To the next stage, or through every stage up to `to`; 409 when the parcel cannot go there. */
  advance(order: CourierOrder, to?: StageCode): CourierOrder {
    advance(this.current(order).history, Date.now(), to);
    return order;
  }

  /** Stops (or restarts) the parcel moving by itself, from the stage it has reached now. */
  hold(order: CourierOrder, held: boolean): CourierOrder {
    this.current(order).held = held;
    return order;
  }

  record(order: CourierOrder, event: StageEvent): void {
    this.current(order).history.push(event);
  }
}
