import { Injectable } from '@nestjs/common';

/** One delivery attempt of one notification to one URL, as the control API lists it. */
export interface NotificationDelivery {
  orderId: string;
  url: string | null;
  /** 1 for the first try, 2 for the first retry, ... */
  attempt: number;
  /** Which copy, when the duplicate mode sends each notification more than once. */
  copy: number;
  body: Record<string, unknown>;
  status?: number;
  error?: string;
  /** When the next attempt follows; null when Midtrans's policy or schedule gives up (or it got through). */
  nextAttemptInMs: number | null;
  at: string;
}

/** Enough for any test; a long `npm start` session keeps only the newest. */
const KEEP = 1000;

@Injectable()
export class NotificationLog {
  private readonly deliveries: NotificationDelivery[] = [];

  record(delivery: NotificationDelivery): void {
    this.deliveries.push(delivery);
    if (this.deliveries.length > KEEP) this.deliveries.shift();
  }

  list(orderId?: string): NotificationDelivery[] {
    return this.deliveries.filter((d) => orderId === undefined || d.orderId === orderId);
  }

  clear(): void {
    this.deliveries.length = 0;
  }
}
