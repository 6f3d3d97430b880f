/**
 * What the load generator is told to do (as JSON on its command line's file) and what it answers
 * (one JSON line on its stdout). The generator runs in a process of its own, so the shop's
 * processes and the measuring process never share an event loop.
 */
export interface LoadStep {
  /** Names the step in the figures ('add', 'checkout'); latencies and answers are kept per name. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /**
   * A JSON body. Its string values may be placeholders: "$seq" a number unique to the request,
   * "$product" the next of `products`, "$added" the id the connection's last 'add' answered,
   * "$line" the next cart line of `lines`; "$body" as the whole body takes the next of `bodies`.
   */
  body?: unknown;
  /** Statuses that count as answered (default: any 2xx); anything else is a failure. */
  expect?: number[];
  /** Extra headers, e.g. a user agent. */
  headers?: Record<string, string>;
}

export interface LoadSpec {
  url: string;
  connections: number;
  /** Upper bound on the time, in seconds. */
  seconds: number;
  /** Upper bound on the requests (autocannon stops at whichever comes first). */
  amount?: number;
  /** Each connection repeats these in order. */
  steps: LoadStep[];
  /** Access tokens: connection c is shopper c modulo their count. */
  tokens?: string[];
  products?: number[];
  /** Ready cart lines with their shopper's token, taken one a request in this order. */
  lines?: Array<{ token: string; line: number }>;
  bodies?: string[];
}

export interface StepFigures {
  count: number;
  failed: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Transport errors and timeouts, plus answers outside each step's `expect`. */
  failed: number;
  steps: Record<string, StepFigures>;
}
