import { isIP } from 'node:net';

/**
 * Which proxies' X-Forwarded-For the shop believes, as Express's `trust proxy` takes it: a hop
 * count (`1`: the one load balancer in front), or addresses and CIDR ranges of the proxies (Express
 * also knows the names `loopback`, `linklocal` and `uniquelocal`). Rate limits key on the client
 * this yields, so behind a load balancer it must name the balancer, or every shopper shares its
 * address. `true` (believe anyone) is refused: any client could then pick its own address.
 */
export type TrustProxy = number | string;

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function parseTrustProxy(raw: string | undefined, fail: (message: string) => Error): TrustProxy {
  const value = raw?.trim() || 'loopback';
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !NAMED.has(entry) && !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw fail(
      `TRUST_PROXY must be a hop count, or a comma-separated list of proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal), not "${bad}"`,
    );
  }
  return entries.join(',');
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}
