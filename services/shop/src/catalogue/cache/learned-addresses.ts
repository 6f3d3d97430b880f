/** What the router found at an address: the cache key of its validated query and the route's pattern. */
export interface LearnedAddress {
  key: string;
  /** The route pattern metrics label it with (`/api/products/:id`). */
  route: string;
}

/** Addresses kept at once; the oldest learned go first, so junk addresses cannot fill memory. */
const MAX_ADDRESSES = 5_000;
/** Longer addresses are not kept: no storefront read needs one, and they would cost memory. */
const MAX_ADDRESS_LENGTH = 512;

/**
 * The catalogue addresses (path and query string, as sent) that the router has validated and
 * answered, each with the cache key its query had. An address maps to the same key for as long as
 * the code runs (the key is a function of the address alone), so a later request for it may be
 * answered from the cache without the router. The answers themselves still expire and are
 * forgotten on every catalogue change; this only remembers which answer an address asks for.
 */
export class LearnedAddresses {
  private readonly addresses = new Map<string, LearnedAddress>();

  learn(address: string, learned: LearnedAddress): void {
    if (address.length > MAX_ADDRESS_LENGTH || this.addresses.get(address)?.key === learned.key) return;
    this.addresses.delete(address);
    this.addresses.set(address, learned);
    if (this.addresses.size > MAX_ADDRESSES) this.addresses.delete(this.addresses.keys().next().value!);
  }

  get(address: string): LearnedAddress | undefined {
    return this.addresses.get(address);
  }

  get size(): number {
    return this.addresses.size;
  }
}
