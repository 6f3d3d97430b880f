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

/**
 * When a message is parsed: as it arrives (before the SMTP client hears it was taken, so
 * {@link MailStore.list} has it at once), or when someone first reads it (the inbox, a waiter).
 */
export type ParseWhen = 'on-arrival' | 'on-read';

/** A message as it arrived, and its parse once started. */
interface Kept {
  id: number;
  receivedAt: Date;
  to: string[];
  envelopeFrom: string;
  raw: Buffer;
  parsing?: Promise<CaughtMail>;
  mail?: CaughtMail;
}

type Waiter = { match: (mail: CaughtMail) => boolean; resolve: (mail: CaughtMail) => void };

/**
 * Keeps the newest messages in memory and wakes whoever waits for one. Parsing on read suits a
 * catcher that takes a shop's mails by the thousand (the bench's orders): it spends no CPU on the
 * mails nobody reads, on the cores the shop it serves is using.
 */
export class MailStore {
  private readonly mails: Kept[] = [];
  private waiters: Waiter[] = [];
  private nextId = 1;

  constructor(
    private readonly keep = 500,
    private readonly parseWhen: ParseWhen = 'on-arrival',
  ) {}

  /** Keeps the message; parses it now when parsing on arrival or when someone waits for mail. */
  async add(raw: Buffer, envelopeTo: string[], envelopeFrom: string): Promise<void> {
    const kept: Kept = {
      id: this.nextId++,
      receivedAt: new Date(),
      to: envelopeTo.map((address) => address.toLowerCase()),
      envelopeFrom,
      raw,
    };
    this.mails.push(kept);
    if (this.mails.length > this.keep) this.mails.shift();
    if (this.parseWhen === 'on-read' && !this.waiters.length) return;
    this.wake(await parsed(kept));
  }

  /** How many messages arrived in all, the ones no longer kept included. */
  get received(): number {
    return this.nextId - 1;
  }

  /** The messages kept and parsed, newest first: all of them when parsing on arrival. */
  list(): CaughtMail[] {
    return this.mails.flatMap((kept) => (kept.mail ? [kept.mail] : [])).reverse();
  }

  /** Every message kept, parsed first where it was not yet, newest first. */
  read(): Promise<CaughtMail[]> {
    return Promise.all([...this.mails].reverse().map(parsed));
  }

  async get(id: number): Promise<CaughtMail | undefined> {
    const kept = this.mails.find((mail) => mail.id === id);
    return kept && parsed(kept);
  }

  clear(): void {
    this.mails.length = 0;
  }

  /** Resolves with the first message, already here or still to come, that matches. */
  async waitFor(match: (mail: CaughtMail) => boolean, timeoutMs: number): Promise<CaughtMail> {
    let timer: NodeJS.Timeout | undefined;
    const waiter: Waiter = { match, resolve: () => undefined };
    const waiting = new Promise<CaughtMail>((resolve, reject) => {
      waiter.resolve = (mail) => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(mail);
      };
      timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`no matching mail within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    // listening before the kept mails are read: one that arrives meanwhile is heard too
    this.waiters.push(waiter);
    const found = (await this.read()).find(match);
    if (found) waiter.resolve(found);
    return waiting;
  }

  private wake(mail: CaughtMail): void {
    for (const waiter of this.waiters.filter((w) => w.match(mail))) waiter.resolve(mail);
  }
}

/**
 * The message parsed, once: later reads share the first one's parse. One that cannot be parsed
 * is shown as it came, its raw text as its text.
 */
function parsed(kept: Kept): Promise<CaughtMail> {
  kept.parsing ??= PostalMime.parse(kept.raw)
    .catch(() => ({ text: kept.raw.toString('utf8') }) as Awaited<ReturnType<typeof PostalMime.parse>>)
    .then((message) => {
      kept.mail = {
        id: kept.id,
        receivedAt: kept.receivedAt,
        to: kept.to,
        from: message.from?.address ?? kept.envelopeFrom,
        subject: message.subject ?? '',
        text: message.text ?? '',
        html: message.html,
        messageId: message.messageId,
      };
      return kept.mail;
    });
  return kept.parsing;
}
