import type { CaughtMail } from '@kilau/mail-catcher';

import { waitUntil } from './wait-until.js';

/** A refusal of the shop's API, with its status and body, so the demo's log says what went wrong. */
export class ShopRefused extends Error {
  constructor(
    readonly what: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${what} answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'ShopRefused';
  }
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  accept?: string;
}

/** The shop's HTTP API as a browser or the console calls it: JSON in and out, a bearer when logged in. */
export class ShopClient {
  constructor(readonly baseUrl: string) {}

  async call<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    if (!response.ok) throw new ShopRefused(`${method} ${path}`, response.status, text);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /**
   * Logs in as a shopper does: asks for a code, reads it from the mail catcher's inbox (the worker
   * sends it, so this also proves the worker answers), trades it for tokens; answers the access token.
   */
  async logIn(email: string, inboxUrl: string): Promise<string> {
    const inbox = new URL('api/messages', inboxUrl);
    const newestBefore = Math.max(0, ...(await readInbox(inbox)).map((mail) => mail.id));
    await this.call('POST', '/api/auth/request-otp/', { body: { email } });
    const code = await waitUntil(
      async () => {
        const mail = (await readInbox(inbox)).find(
          (m) => m.id > newestBefore && m.to.includes(email.toLowerCase()) && /login code/.test(m.subject),
        );
        return mail && /login code is (\d{4})/.exec(mail.text)?.[1];
      },
      { timeoutMs: 30_000, intervalMs: 200, what: `the login code mail to ${email}` },
    );
    const session = await this.call<{ access: string }>('POST', '/api/auth/verify-otp/', { body: { email, code } });
    return session.access;
  }
}

async function readInbox(inbox: URL): Promise<CaughtMail[]> {
  const response = await fetch(inbox);
  if (!response.ok) throw new Error(`the mail inbox ${inbox.href} answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}
