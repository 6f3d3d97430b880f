import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const generator = fileURLToPath(new URL('../../../services/bench/dist/load/load-generator.js', import.meta.url));

interface Seen {
  token: string;
  path: string;
  /** For a checkout: whether it named the line this connection's last add was answered. */
  ownLine?: boolean;
}

/** A server that answers every add with a new line id and remembers what each connection sent. */
async function recordingServer(): Promise<{ server: Server; url: string; seen: Map<Socket, Seen[]> }> {
  const seen = new Map<Socket, Seen[]>();
  const added = new Map<Socket, number>();
  let line = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const list = seen.get(req.socket) ?? [];
      const entry: Seen = { token: req.headers.authorization ?? '', path: req.url ?? '' };
      if (req.url === '/add') added.set(req.socket, ++line);
      else entry.ownLine = (JSON.parse(body) as { ids: unknown[] }).ids[0] === added.get(req.socket);
      list.push(entry);
      seen.set(req.socket, list);
      res.writeHead(req.url === '/add' ? 201 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: line }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

function runGenerator(specFile: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [generator, specFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(err))));
  });
}

/**
 * autocannon clears a connection's context each time it starts its steps over: the bench's
 * shopper must be the connection's own for the whole run, or two connections share a cart.
 */
describe('the bench load generator', () => {
  it('keeps each connection on one shopper of its own, pass after pass', async () => {
    const { server, url, seen } = await recordingServer();
    const file = join(tmpdir(), `kilau-load-spec-${randomUUID()}.json`);
    const tokens = ['a', 'b', 'c'];
    await writeFile(
      file,
      JSON.stringify({
        url,
        connections: 3,
        seconds: 10,
        amount: 60,
        tokens,
        steps: [
          { name: 'add', method: 'POST', path: '/add', body: { line: 'x' } },
          { name: 'checkout', method: 'POST', path: '/checkout', body: { ids: ['$added'] } },
        ],
      }),
    );
    try {
      const result = JSON.parse((await runGenerator(file)).trim()) as { requests: number; failed: number };
      expect(result.failed).toBe(0);
      const connections = [...seen.values()];
      expect(connections).toHaveLength(3);
      const shoppers = connections.map((requests) => new Set(requests.map((r) => r.token)));
      for (const shopper of shoppers) expect(shopper.size).toBe(1);
      expect(new Set(shoppers.map((shopper) => [...shopper][0])).size).toBe(3);
      for (const requests of connections) {
        // several passes each, and every checkout names the line its own connection's add just got
        const checkouts = requests.filter((r) => r.path === '/checkout');
        expect(checkouts.length).toBeGreaterThan(2);
        expect(checkouts.every((r) => r.ownLine)).toBe(true);
      }
    } finally {
      await rm(file, { force: true });
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
