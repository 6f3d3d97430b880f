import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Transporter } from 'nodemailer';

import { SHOP_CONFIG } from '../config/config.module.js';
import type { ShopConfig } from '../config/shop-config.js';
import { mailIdentity } from './mail-identity.js';
import type { MailMessage } from './mail-message.js';
import { createMailTransport } from './mail-transport.js';

/** Sends a mail through SMTP_URL from MAIL_FROM, in the worker (one pooled transport per process). */
@Injectable()
export class MailSender implements OnModuleDestroy {
  private readonly transport: Transporter;

  constructor(@Inject(SHOP_CONFIG) private readonly config: ShopConfig) {
    this.transport = createMailTransport(config.smtpUrl);
  }

  /**
   * Sends the mail; `names` is what names it for good (its job's id), from which every try of it
   * takes the same Message-ID (mail-identity.ts).
   */
  async send(mail: MailMessage, names: string): Promise<void> {
    await this.transport.sendMail({
      from: this.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...mailIdentity(names, this.config),
    });
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
