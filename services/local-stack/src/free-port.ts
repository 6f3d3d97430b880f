import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';

/** A port held by a listener of ours, for a server that must know its address before it listens. */
export interface ReservedPort {
  port: number;
  /** Lets the port go: call it right before the server that takes it listens. */
  release(): Promise<void>;
}

/** The lowest port {@link reservePort} draws from: above the well-known and most services' own. */
const LOWEST = 10_000;
const TRIES = 100;

/**
 * A TCP port nobody listens on, held until `release`. It is drawn below the kernel's ephemeral
 * range, not handed out by the OS (port 0): the OS hands out the ports of that range to the
 * local end of every outgoing connection too, so between a port's check and its server's listen
 * any connection on the machine (a test's to PostgreSQL, say) could take it, and the server met
 * EADDRINUSE. Below the range only another server's chosen port can, and a held port not even
 * that. Where the range cannot be read (not Linux), the OS chooses, as before.
 */
export async function reservePort(host = '127.0.0.1'): Promise<ReservedPort> {
  const below = ephemeralRangeStart();
  for (let i = 0; below !== undefined && i < TRIES; i++) {
    const port = LOWEST + Math.floor(Math.random() * (below - LOWEST));
    const server = await listening(port, host);
    if (server) return held(server);
  }
  const server = await listening(0, host);
  if (!server) throw new Error(`No free port on ${host}`);
  return held(server);
}

/**
 * A TCP port nobody listens on right now (see {@link reservePort}), for a server another process
 * will start. Another chosen port may still take it first; callers that can fail on that
 * (redis-server, postgres) report it clearly.
 */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const reserved = await reservePort(host);
  await reserved.release();
  return reserved.port;
}

/** Whether `port` can be bound on `host`: lets `npm start` keep well-known ports (1025, 1080) when they are free. */
export async function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  const server = await listening(port, host);
  if (!server) return false;
  await held(server).release();
  return true;
}

/** The first port of the kernel's ephemeral range, when there is room below it to draw from. */
export function ephemeralRangeStart(): number | undefined {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > LOWEST + 1_000 ? first : undefined;
  } catch {
    return undefined;
  }
}

function listening(port: number, host: string): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    // a reservation forgotten does not keep the process alive
    server.unref();
    server.once('error', () => resolve(undefined));
    server.listen(port, host, () => resolve(server));
  });
}

function held(server: Server): ReservedPort {
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('The OS gave no port');
  return {
    port: address.port,
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
