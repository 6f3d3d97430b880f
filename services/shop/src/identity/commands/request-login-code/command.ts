import type { ShopperLanguage } from '@kilau/domain';

/** A shopper asks for a login code at an address, from a client (its IP address). */
export class RequestLoginCode {
  constructor(
    readonly email: string,
    readonly client: string,
    /** The console page the mailed sign-in link returns to (checked at the edge). */
    readonly next?: string,
    /** The language of the page that asked: the code's mail is written in it. */
    readonly language?: ShopperLanguage,
  ) {}
}

/** The same answer whether or not the address belongs to a customer. */
export interface LoginCodeRequested {
  detail: string;
  email: string;
  expires_in: number;
}
