import { createServer } from 'node:net';

/**
 * A TCP port nobody listens on right now, chosen by the OS. Another process may take it before
 * the caller binds it; callers that can fail on that (redis-server, postgres) report it clearly.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('The OS gave no port'));
      });
    });
  });
}

/** Whether `port` can be bound on `host`: lets `npm start` keep well-known ports (1025, 1080) when they are free. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}
