import { connect, createServer, type Socket } from 'node:net';

import { ephemeralRangeStart, freePort, isPortFree, reservePort } from './free-port.js';

const onLinux = ephemeralRangeStart() !== undefined ? it : it.skip;

describe('free ports', () => {
  onLinux('are drawn below the ephemeral range, where no outgoing connection takes its own end', async () => {
    const start = ephemeralRangeStart()!;
    // the local ends of outgoing connections: every one lies in the range a chosen port avoids
    const target = createServer((socket) => socket.resume()).listen(0, '127.0.0.1');
    await new Promise((resolve) => target.once('listening', resolve));
    const { port: targetPort } = target.address() as { port: number };
    const clients: Socket[] = [];
    try {
      for (let i = 0; i < 20; i++) {
        const client = connect(targetPort, '127.0.0.1');
        await new Promise((resolve) => client.once('connect', resolve));
        clients.push(client);
      }
      expect(clients.every((client) => client.localPort! >= start)).toBe(true);
      const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
      expect(ports.filter((port) => port >= start)).toEqual([]);
      expect(ports.filter((port) => port < 10_000)).toEqual([]);
    } finally {
      for (const client of clients) client.destroy();
      await new Promise((resolve) => target.close(resolve));
    }
  });

  it('a reserved port stays taken until it is released, and is then free to listen on', async () => {
    const reserved = await reservePort();
    expect(await isPortFree(reserved.port)).toBe(false);
    await reserved.release();
    expect(await isPortFree(reserved.port)).toBe(true);
    const server = createServer().listen(reserved.port, '127.0.0.1');
    await new Promise((resolve, reject) => server.once('listening', resolve).once('error', reject));
    await new Promise((resolve) => server.close(resolve));
  });

  it('ports reserved at once are all different', async () => {
    const reserved = await Promise.all(Array.from({ length: 30 }, () => reservePort()));
    try {
      expect(new Set(reserved.map((r) => r.port)).size).toBe(30);
    } finally {
      await Promise.all(reserved.map((r) => r.release()));
    }
  });
});
