/** The shopper logs out: their refresh token (and every token rotated from it) stops working. */
export class LogOut {
  /** Undefined when the caller sent none: nothing to revoke, still logged out. */
  constructor(readonly refreshToken: string | undefined) {}
}
