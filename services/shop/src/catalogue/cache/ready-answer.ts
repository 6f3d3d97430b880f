import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { gzipSync } from 'node:zlib';

import accepts from 'accepts';

/** An answer kept ready: the value, its JSON bytes and their strong ETag, each computed once. */
export interface ReadyAnswer {
  value: unknown;
  body: Buffer;
  etag: string;
  /** The body gzipped, made the first time a client that takes gzip asks. */
  gzipped?: Buffer;
}

/** Smaller answers go as they are (compression's own threshold, below which it leaves answers alone too). */
const GZIP_FROM_BYTES = 1024;

/**
 * The value as JSON bytes with a strong ETag over them: the same bytes, the same tag, in every
 * process. `shown` is what the bytes say when it differs from the value callers reshape (the
 * pictures' variants and MEDIA_PUBLIC_URL added for shoppers).
 */
export function readyAnswer(value: unknown, shown: unknown = value): ReadyAnswer {
  const body = Buffer.from(JSON.stringify(shown));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { value, body, etag };
}

/** Whether If-None-Match names `etag` (a list, `*`, or the weak form a proxy may have made of it). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** What a ready answer says to one request: its status, its own headers, and the bytes (none for 304). */
export interface Representation {
  status: 200 | 304;
  /** Name and value pairs; Vary is given apart, for the caller to add to what the edge already varies on. */
  headers: Array<[string, string]>;
  vary: string;
  body?: Buffer;
}

/** Accept-Encoding values seen and whether each takes gzip; browsers send a handful, so they are kept. */
const takesGzipBy = new Map<string, boolean>();
const KEPT_ENCODINGS = 200;

/** Whether a client sending this Accept-Encoding takes gzip, as Express's req.acceptsEncodings decides it. */
export function takesGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let takes = takesGzipBy.get(acceptEncoding);
  if (takes === undefined) {
    takes = accepts({ headers: { 'accept-encoding': acceptEncoding } } as never).encoding('gzip') === 'gzip';
    if (takesGzipBy.size >= KEPT_ENCODINGS) takesGzipBy.clear();
    takesGzipBy.set(acceptEncoding, takes);
  }
  return takes;
}

/**
 * The answer as this request should have it: gzipped once per answer, not per request, for
 * clients that take gzip (another representation, with a tag of its own); 304 with no body when
 * If-None-Match names the tag. `no-cache`: a browser keeps it but asks each time, so a change
 * shows on the next read. Both the router's controllers and the lane ahead of it answer from this.
 */
export function representation(answer: ReadyAnswer, request: IncomingHttpHeaders): Representation {
  const gzip = answer.body.length >= GZIP_FROM_BYTES && takesGzip(request['accept-encoding']);
  const etag = gzip ? `${answer.etag.slice(0, -1)}-gz"` : answer.etag;
  const headers: Array<[string, string]> = [
    ['ETag', etag],
    ['Cache-Control', 'no-cache'],
  ];
  if (matchesEtag(request['if-none-match'], etag)) return { status: 304, headers, vary: 'Accept-Encoding' };
  const body = gzip ? (answer.gzipped ??= gzipSync(answer.body)) : answer.body;
  headers.push(['Content-Type', 'application/json; charset=utf-8'], ['Content-Length', String(body.length)]);
  if (gzip) headers.push(['Content-Encoding', 'gzip']);
  return { status: 200, headers, vary: 'Accept-Encoding', body };
}

/**
 * Whether Express's compression() would still encode this 200 on its way out: a large answer not
 * gzipped here, to a client that names encodings without gzip (deflate or br only). Such an
 * answer is compressed per request, by the router's chain only. No Accept-Encoding at all means
 * none for compression() (its default), and a 304 has no body to encode.
 */
export function compressedOnTheWay(shown: Representation, request: IncomingHttpHeaders): boolean {
  const encoded = shown.headers.some(([name]) => name === 'Content-Encoding');
  return shown.status === 200 && !encoded && shown.body!.length >= GZIP_FROM_BYTES && !!request['accept-encoding'];
}
