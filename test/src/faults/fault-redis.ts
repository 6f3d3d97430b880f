import { freePort, type PrivateRedis, redisCommand, startPrivateRedis } from '@kilau/local-stack';

/**
 * A redis-server of the test's own, on a free port, that the test may empty, stop and start
 * again (on the same port, empty, as a replaced Redis would come back): the shared Redis of
 * the run is never touched.
 */
export interface FaultRedis {
  url: string;
  flushAll(): Promise<void>;
  stop(): Promise<void>;
  /** Starts it again on the same port, holding nothing. */
  start(): Promise<void>;
}

export async function faultRedis(): Promise<FaultRedis> {
  const port = await freePort();
  let server: PrivateRedis | undefined = await startPrivateRedis({ port });
  const url = server.url;
  return {
    url,
    async flushAll() {
      await redisCommand(url, 'FLUSHALL');
    },
    async stop() {
      await server?.stop();
      server = undefined;
    },
    async start() {
      server ??= await startPrivateRedis({ port });
    },
  };
}
