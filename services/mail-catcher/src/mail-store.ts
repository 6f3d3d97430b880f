import PostalMime from 'postal-mime';

export interface CaughtMail {
  id: number;
  receivedAt: Date;
  /** Envelope recipients, lower-cased: who the SMTP client really sent it to. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | undefined;
  /** The Message-ID header as sent, if any. */
  messageId: string | undefined;
}

type Waiter = { match: (mail: CaughtMail) => boolean; resolve: (mail: CaughtMail) => void };

/** Keeps the newest messages in memory and wakes whoever waits for one. */
export class MailStore {
  private readonly mails: CaughtMail[] = [];
  private waiters: Waiter[] = [];
  private nextId = 1;

  constructor(private readonly keep = 500) {}

  async add(raw: Buffer, envelopeTo: string[], envelopeFrom: string): Promise<CaughtMail> {
    const parsed = await PostalMime.parse(raw);
    const mail: CaughtMail = {
      id: this.nextId++,
      receivedAt: new Date(),
      to: envelopeTo.map((address) => address.toLowerCase()),
      from: parsed.from?.address ?? envelopeFrom,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: parsed.html,
      messageId: parsed.messageId,
    };
    this.mails.push(mail);
    if (this.mails.length > this.keep) this.mails.shift();
    this.wake(mail);
    return mail;
  }

  /** How many messages arrived in all, the ones no longer kept included. */
  get received(): number {
    return this.nextId - 1;
  }

  list(): CaughtMail[] {
    return [...this.mails].reverse();
  }

  get(id: number): CaughtMail | undefined {
    return this.mails.find((mail) => mail.id === id);
  }

  clear(): void {
    this.mails.length = 0;
  }

  /** Resolves with the first message, already here or still to come, that matches. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs: number): Promise<CaughtMail> {
    const found = this.list().find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { match, resolve };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`no matching mail within ${timeoutMs} ms`));
      }, timeoutMs);
      waiter.resolve = (mail) => {
        clearTimeout(timer);
        resolve(mail);
      };
      this.waiters.push(waiter);
    });
  }

  private wake(mail: CaughtMail): void {
    const ready = this.waiters.filter((w) => w.match(mail));
    this.waiters = this.waiters.filter((w) => !ready.includes(w));
    ready.forEach((w) => w.resolve(mail));
  }
}
