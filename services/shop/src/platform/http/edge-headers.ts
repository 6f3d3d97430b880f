import type { IncomingMessage } from 'node:http';

import type { ShopConfig } from '../config/shop-config.js';
import { requestIdFor } from '../logging/request-logging.js';
import { CORS_EXPOSED, corsOrigins, headersFor } from './security-headers.js';

/** Header name and value pairs, in the order they are written. */
export type HeaderPairs = Array<[string, string]>;

/**
 * What Express's middlewares add to every successful GET under /api before its handler runs,
 * for answers made ahead of them (the catalogue lane): helmet's headers for shop pages, recorded
 * once from helmet itself (they depend on the settings, never on the request), and the CORS
 * headers an allowed origin gets.
 */
export interface EdgeHeaders {
  /** helmet's headers, as securityHeaders() writes them on an /api answer. */
  security: HeaderPairs;
  /** The CORS headers for a request's Origin, as Nest's enableCors(corsOptions()) writes them; none for another site. */
  cors(origin: string | undefined): HeaderPairs;
}

export function edgeHeaders(config: ShopConfig): EdgeHeaders {
  const allowed = corsOrigins(config);
  const exposed = CORS_EXPOSED.join(',');
  return {
    security: recorded(headersFor(config, 'shop')),
    cors: (origin) =>
      origin !== undefined && allowed.has(origin)
        ? [
            ['Access-Control-Allow-Origin', origin],
            ['Access-Control-Allow-Credentials', 'true'],
            ['Access-Control-Expose-Headers', exposed],
          ]
        : [],
  };
}

/**
 * A lane's answer headers in the router's order: request id, helmet's, CORS for the request's
 * origin, the answer's own, then Vary (Origin first when CORS headers were written).
 */
export function laneAnswerHeaders(
  edge: EdgeHeaders,
  req: IncomingMessage,
  own: HeaderPairs,
  vary: string,
): HeaderPairs {
  const cors = edge.cors(req.headers.origin);
  const requestId: [string, string] = ['x-request-id', requestIdFor(req.headers)];
  return [requestId, ...edge.security, ...cors, ...own, ['Vary', cors.length ? `Origin, ${vary}` : vary]];
}

/** The headers a middleware that only sets headers writes, recorded from one run of it. */
function recorded(middleware: (req: never, res: never, next: () => void) => void): HeaderPairs {
  const headers: HeaderPairs = [];
  const res = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: (name: string) => headers.splice(0, headers.length, ...headers.filter(([n]) => n !== name)),
  };
  let ran = false;
  middleware({ method: 'GET', headers: {} } as never, res as never, () => (ran = true));
  if (!ran) throw new Error('the security headers middleware did not run at once');
  return headers;
}
