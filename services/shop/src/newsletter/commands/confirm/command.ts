/** The confirmation mail's link followed: the address becomes subscribed. */
export class ConfirmSubscription {
  constructor(readonly token: string) {}
}

/** Following an unsubscribe link: the subscription is gone. */
export class Unsubscribe {
  constructor(readonly token: string) {}
}

export interface LinkAnswer {
  message: string;
  email: string;
}
