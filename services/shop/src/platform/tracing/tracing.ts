import { register } from 'node:module';

/** The running SDK, so that a stopping process can send its last spans. */
let sdk: { shutdown(): Promise<void> } | undefined;

/**
 * OpenTelemetry for one process, on only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector
 * (OTLP over HTTP; the usual OTEL_* settings apply). Must run before the shop's modules load:
 * the entry points call it first and import the shop afterwards, so that the loader hook sees
 * pg, ioredis, Nest and Node's HTTP clients and servers come in. Off, it loads nothing.
 */
export async function startTracing(serviceName: string): Promise<void> {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return;
  // traces only: figures go to Prometheus (metrics/) and log lines to stdout (logging/)
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { OTLPTraceExporter }, http, undici, pg, ioredis, nest] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@opentelemetry/instrumentation-nestjs-core'),
  ]);
  const started = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME?.trim() || serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new http.HttpInstrumentation(),
      // Midtrans and J&T are called with fetch: their calls are spans of the job or request
      new undici.UndiciInstrumentation(),
      new pg.PgInstrumentation(),
      new ioredis.IORedisInstrumentation(),
      new nest.NestInstrumentation(),
    ],
  });
  started.start();
  sdk = started;
}

/** Sends the spans still buffered; a stopping process calls it last. */
export async function stopTracing(): Promise<void> {
  await sdk?.shutdown().catch(() => undefined);
}

/** Whether spans are being recorded (BullMQ then carries their context into the jobs). */
export const tracingOn = (): boolean => sdk !== undefined;
