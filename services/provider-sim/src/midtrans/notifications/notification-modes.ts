import { Injectable } from '@nestjs/common';

export interface NotificationMode {
  /** Each notification is delivered this many times (Midtrans does repeat them). */
  duplicate: number;
  /** Notifications are held until a flush, then delivered newest first (Midtrans does reorder them). */
  reorder: boolean;
}

const NORMAL: NotificationMode = { duplicate: 1, reorder: false };

/** Misbehaviour a test switches on, for every transaction or for one order id. */
@Injectable()
export class NotificationModes {
  private everyone: NotificationMode = NORMAL;
  private readonly perOrder = new Map<string, NotificationMode>();

  set(mode: Partial<NotificationMode>, orderId?: string): NotificationMode {
    const next = { ...this.for(orderId), ...mode };
    if (orderId === undefined) this.everyone = next;
    else this.perOrder.set(orderId, next);
    return next;
  }

  for(orderId: string | undefined): NotificationMode {
    return (orderId !== undefined ? this.perOrder.get(orderId) : undefined) ?? this.everyone;
  }

  clear(): void {
    this.everyone = NORMAL;
    this.perOrder.clear();
  }
}
