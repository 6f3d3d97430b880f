import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

import { inboxPage, messagePage } from './inbox-page.js';
import { type CaughtMail, MailStore, type ParseWhen } from './mail-store.js';

export interface MailCatcherOptions {
  host?: string;
  /** 0 picks a free port. */
  smtpPort?: number;
  httpPort?: number;
  keep?: number;
  /** When messages are parsed (MailStore); on arrival unless told. */
  parse?: ParseWhen;
}

/**
 * A local SMTP server for development and tests: it accepts every message, keeps it, and shows
 * it in a web inbox (HTML at `/`, JSON at `/api/messages`).
 */
export class MailCatcher {
  private constructor(
    private readonly smtp: SMTPServer,
    private readonly http: Server,
    readonly store: MailStore,
    readonly host: string,
  ) {}

  static async start(options: MailCatcherOptions = {}): Promise<MailCatcher> {
    const host = options.host ?? '127.0.0.1';
    const store = new MailStore(options.keep, options.parse);
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      banner: 'Kilau mail catcher',
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          store.add(Buffer.concat(chunks), to, from).then(() => done(), done);
        });
      },
    });
    // smtp-server reports a client's connection error on the server (its docs ask for a listener):
    // unheard, one sender dying mid-message would take the process that hosts the catcher down
    smtp.on('error', () => undefined);
    const http = createServer((req, res) => {
      serveInbox(store, req, res).catch(() => res.writeHead(500).end());
    });
    await listen(smtp.server, options.smtpPort ?? 0, host);
    await listen(http, options.httpPort ?? 0, host);
    return new MailCatcher(smtp, http, store, host);
  }

  get smtpPort(): number {
    return (this.smtp.server.address() as AddressInfo).port;
  }

  get smtpUrl(): string {
    return `smtp://${this.host}:${this.smtpPort}`;
  }

  get inboxUrl(): string {
    return `http://${this.host}:${(this.http.address() as AddressInfo).port}/`;
  }

  /** The first message to this address (case-insensitive) that matches, waiting up to timeoutMs. */
  waitForMailTo(address: string, timeoutMs = 10_000, match: (m: CaughtMail) => boolean = () => true) {
    const to = address.toLowerCase();
    return this.store.waitFor((m) => m.to.includes(to) && match(m), timeoutMs);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.smtp.close(() => resolve()));
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }
}

function listen(server: Server | SMTPServer['server'], port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

async function serveInbox(store: MailStore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://inbox');
  const send = (status: number, type: string, body: string) => {
    res.writeHead(status, { 'content-type': `${type}; charset=utf-8` }).end(body);
  };
  const one = /^\/(api\/)?messages\/(\d+)$/.exec(url.pathname);
  if (req.method === 'DELETE' && url.pathname === '/api/messages') {
    store.clear();
    return send(204, 'text/plain', '');
  }
  if (url.pathname === '/api/messages') return send(200, 'application/json', JSON.stringify(await store.read()));
  if (one) {
    const mail = await store.get(Number(one[2]));
    if (!mail) return send(404, 'text/plain', 'No such message');
    return one[1] ? send(200, 'application/json', JSON.stringify(mail)) : send(200, 'text/html', messagePage(mail));
  }
  if (url.pathname === '/') return send(200, 'text/html', inboxPage(await store.read()));
  send(404, 'text/plain', 'Not found');
}
