import nodemailer from 'nodemailer';

import { MailCatcher } from './mail-catcher.js';

describe('mail catcher', () => {
  let catcher: MailCatcher;

  beforeAll(async () => {
    catcher = await MailCatcher.start();
  });
  afterAll(() => catcher.stop());

  it('keeps a message sent over SMTP and shows it in the inbox', async () => {
    const transport = nodemailer.createTransport(catcher.smtpUrl);
    const waiting = catcher.waitForMailTo('Ayu@Kilau.id');
    await transport.sendMail({
      from: 'Kilau <no-reply@kilau.id>',
      to: 'ayu@kilau.id',
      subject: 'Kode masuk Kilau: 4821',
      text: 'Kode kamu 4821',
    });
    const mail = await waiting;
    expect(mail).toMatchObject({ subject: 'Kode masuk Kilau: 4821', to: ['ayu@kilau.id'] });
    expect(mail.text).toContain('4821');

    const inbox = await fetch(catcher.inboxUrl).then((r) => r.text());
    expect(inbox).toContain('Kode masuk Kilau: 4821');
    const json = (await fetch(`${catcher.inboxUrl}api/messages/${mail.id}`).then((r) => r.json())) as {
      text: string;
    };
    expect(json.text).toContain('4821');
  });

  it('escapes what a message says when showing it', async () => {
    const transport = nodemailer.createTransport(catcher.smtpUrl);
    await transport.sendMail({
      from: 'x@kilau.id',
      to: 'xss@kilau.id',
      subject: '<script>alert(1)</script>',
      text: 'x',
    });
    const mail = await catcher.waitForMailTo('xss@kilau.id');
    const html = await fetch(`${catcher.inboxUrl}messages/${mail.id}`).then((r) => r.text());
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;script&#62;');
  });

  it('parsing on read, keeps what arrives unparsed until the inbox or a waiter reads it', async () => {
    const lazy = await MailCatcher.start({ parse: 'on-read' });
    try {
      const transport = nodemailer.createTransport(lazy.smtpUrl);
      const send = (to: string, subject: string) =>
        transport.sendMail({ from: 'x@kilau.id', to, subject, text: subject });
      await send('sari@kilau.id', 'Pesanan 1 diterima');
      expect(lazy.store.received).toBe(1);
      expect(lazy.store.list()).toEqual([]);

      // a waiter reads what was kept, and hears what comes later
      expect((await lazy.waitForMailTo('sari@kilau.id')).subject).toBe('Pesanan 1 diterima');
      const later = lazy.waitForMailTo('dewi@kilau.id');
      await send('dewi@kilau.id', 'Pesanan 2 diterima');
      expect((await later).subject).toBe('Pesanan 2 diterima');

      await send('budi@kilau.id', 'Pesanan 3 diterima');
      const inbox = (await fetch(`${lazy.inboxUrl}api/messages`).then((r) => r.json())) as { subject: string }[];
      expect(inbox.map((mail) => mail.subject)).toEqual([
        'Pesanan 3 diterima',
        'Pesanan 2 diterima',
        'Pesanan 1 diterima',
      ]);
      expect(lazy.store.list()).toHaveLength(3);
    } finally {
      await lazy.stop();
    }
  });

  it('gives up waiting after the deadline', async () => {
    await expect(catcher.waitForMailTo('nobody@kilau.id', 50)).rejects.toThrow('no matching mail');
  });
});
