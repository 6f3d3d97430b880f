import proxyAddr from 'proxy-addr';

import { type EdgeHeaders, laneAnswerHeaders } from '../../platform/http/edge-headers.js';
import { countInFlight } from '../../platform/http/graceful-shutdown.js';
import type { Lane } from '../../platform/http/lanes.js';
import type { Limiter } from '../../platform/http/rate-limits/rate-limits.js';
import type { RequestLogging } from '../../platform/logging/request-logging.js';
import { recordAnswer } from '../../platform/metrics/http-metrics.js';
import type { CatalogueReads } from '../cache/catalogue-cache.js';
import { compressedOnTheWay, representation } from '../cache/ready-answer.js';

/** What the lane needs from the rest of the HTTP process, each the very part Express's chain uses. */
export interface LaneParts {
  reads: CatalogueReads;
  edge: EdgeHeaders;
  logging: RequestLogging;
  /** The anonymous budget (none when ANONYMOUS_REQUESTS_PER_MINUTE=0). */
  perClient: Limiter | undefined;
  /** Express's compiled `trust proxy`, which names the client as req.ip does. */
  trust: Parameters<typeof proxyAddr>[1];
}

/**
 * Answers a catalogue read ahead of Express when its answer is kept: a GET without a login,
 * for an address the router has validated and answered before (LearnedAddresses), whose answer is
 * ready and current and needs no per-request compression, from a client whose anonymous budget
 * can be spent here without asking Redis.
 * The answer is the router's to the byte and header (catalogue-lane.int.spec.ts beside it):
 * the same security and CORS headers, request id, ETag or 304, gzip choice, in-flight count for the
 * drain, metric by route pattern, and summary count. Everything else, and every miss, goes on to
 * Express unchanged, so a catalogue change shows at once (its answers are forgotten, the next read
 * is the router's). Answers false when it left the request to Express.
 */
export function catalogueLane(parts: LaneParts): Lane {
  const { reads, edge, logging, perClient, trust } = parts;
  return (req, res) => {
    if (req.method !== 'GET' || req.headers.authorization !== undefined || logging.linesOnSuccess()) return false;
    const startedAt = process.hrtime.bigint();
    const kept = reads.keptAt(req.url!);
    if (!kept) return false;
    const shown = representation(kept.answer, req.headers);
    if (compressedOnTheWay(shown, req.headers)) return false;
    // the last refusal: once this spends from the budget, the guard behind must not spend again
    if (perClient && !perClient.spendHere(proxyAddr(req, trust))) return false;
    countInFlight(res);
    res.writeHead(shown.status, laneAnswerHeaders(edge, req, shown.headers, shown.vary).flat());
    res.end(shown.body);
    recordAnswer('GET', kept.route, shown.status, startedAt);
    logging.counted(shown.status);
    return true;
  };
}
