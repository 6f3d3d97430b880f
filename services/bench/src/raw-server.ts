/**
 * The ceiling: `node raw-server.js <body file> <content type>`, a bare node:http server on
 * 127.0.0.1 answering every request with the same bytes (those of the shop's 12-product page),
 * in a process of its own like the shop's API. Prints its port as a JSON line once listening.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = readFileSync(process.argv[2]!);
const contentType = process.argv[3] ?? 'application/json; charset=utf-8';
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
