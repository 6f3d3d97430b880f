import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { type EdgeHeaders, type HeaderPairs, laneAnswerHeaders } from '../../platform/http/edge-headers.js';
import { countInFlight } from '../../platform/http/graceful-shutdown.js';
import type { JsonBodies } from '../../platform/http/json-bodies.js';
import type { Lane } from '../../platform/http/lanes.js';
import { rootLogger } from '../../platform/logging/logger.js';
import type { RequestLogging } from '../../platform/logging/request-logging.js';
import { recordAnswer } from '../../platform/metrics/http-metrics.js';
import { notificationFrom } from '../dto/notification.js';
import type { MidtransNotification } from '../midtrans/midtrans-types.js';
import { hasValidSignature } from '../midtrans/signature.js';
import type { NotificationInbox } from '../notification-inbox.js';

/** The webhook's route as the router names it in metrics: MidtransController's `notification`, under `api`. */
export const NOTIFICATION_ROUTE = '/api/midtrans/notification';
/** The addresses the router matches for it without a query string (its routes take the last slash or not). */
const ADDRESSES = new Set([NOTIFICATION_ROUTE, `${NOTIFICATION_ROUTE}/`]);

/** The router's answer to a notification kept, and the weak ETag Express's res.send() puts on it. */
const KEPT = Buffer.from(JSON.stringify({ status: 'ok' }));
const KEPT_HEADERS: HeaderPairs = [
  ['Content-Type', 'application/json; charset=utf-8'],
  ['Content-Length', String(KEPT.length)],
  ['ETag', `W/"${KEPT.length.toString(16)}-${createHash('sha1').update(KEPT).digest('base64').slice(0, 27)}"`],
];

/** What the lane needs from the rest of the HTTP process, each the very part Express's chain uses. */
export interface NotificationLaneParts {
  edge: EdgeHeaders;
  logging: RequestLogging;
  bodies: JsonBodies;
  inbox: NotificationInbox;
  serverKey: string;
}

/**
 * Midtrans's notifications answered ahead of Express: a POST to the webhook's address is read by
 * the router's own JSON parser (its size limit and errors); a notification with its fields and
 * a good signature is kept in the inbox (group commit, answered once committed) and answered as
 * the router answers it, with the same security and CORS headers, request id, in-flight count
 * for the drain, metric by route and summary count (notification-lane.int.spec.ts beside it).
 * Everything else is handed on to Express with the body it read or the parser's refusal, so
 * its answer is the router's own: a malformed body or field, a wrong signature (its budget and
 * its security log line), and a write the database refused (the router tries it once more and
 * answers 200 or 500). The route is not throttled, so no budget is spent on the way. With a
 * request line logged for every answer (REQUEST_LOG_LEVEL=info) the router answers them all.
 */
export function notificationLane(parts: NotificationLaneParts): Lane {
  const { edge, logging, bodies, inbox, serverKey } = parts;
  return (req, res, express) => {
    if (req.method !== 'POST' || !ADDRESSES.has(req.url!) || logging.linesOnSuccess()) return false;
    const startedAt = process.hrtime.bigint();
    countInFlight(res);
    void bodies
      .readAhead(req, res)
      .then(async (body) => {
        const notification = signedNotification(body, serverKey);
        const kept = notification !== undefined && (await inbox.keep(notification).then(ok, refused));
        if (!kept) return express(req, res);
        answerKept(req, res, edge);
        recordAnswer('POST', NOTIFICATION_ROUTE, 200, startedAt);
        logging.counted(200);
      })
      .catch((error: unknown) => {
        // nothing above should throw; if it does, the connection goes rather than the process
        rootLogger().error({ err: error }, 'unexpected error in the notification lane');
        res.destroy();
      });
    return true;
  };
}

const ok = () => true;
const refused = () => false;

/** The notification when the body holds one Midtrans signed; the router says what is wrong with any other. */
function signedNotification(body: unknown, serverKey: string): MidtransNotification | undefined {
  if (body === undefined) return undefined;
  try {
    const notification = notificationFrom(body);
    return hasValidSignature(notification, serverKey) ? notification : undefined;
  } catch {
    return undefined;
  }
}

function answerKept(req: IncomingMessage, res: ServerResponse, edge: EdgeHeaders): void {
  // compression() adds Accept-Encoding to Vary on every JSON answer, however small
  res.writeHead(200, laneAnswerHeaders(edge, req, KEPT_HEADERS, 'Accept-Encoding').flat());
  res.end(KEPT);
}
