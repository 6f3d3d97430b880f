/** The shopper logs out: their refresh token (and every token rotated from it) stops working. */
export class LogOut {
  constructor(readonly refreshToken: string) {}
}
