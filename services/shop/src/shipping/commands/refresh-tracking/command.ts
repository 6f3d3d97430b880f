/** Ask J&T for a parcel's history and record what is new. */
export class RefreshTracking {
  constructor(
    readonly orderId: number,
    readonly correlationId: string,
  ) {}
}

/** `progressed`: new entries recorded; `unchanged`: nothing new; `skipped`: the order is not with the courier. */
export type TrackingRefresh = 'progressed' | 'unchanged' | 'skipped';

/** Queue a refresh of every parcel with the courier (the repeatable sweep). */
export class SweepTracking {
  constructor(readonly correlationId: string) {}
}
