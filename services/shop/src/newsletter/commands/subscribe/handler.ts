import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { NewsletterMessages, normalizeEmail } from '@kilau/domain';

import { EventLog } from '../../../platform/event-log/event-log.js';
import { NewsletterSignups } from '../../newsletter-signups.js';
import { type SignupAnswer, SubscribeToNewsletter } from './command.js';

/**
 * Every signup of a well-formed address answers the same (202, 'Almost there! ...'), whether the
 * address is new, waiting for its confirmation or already subscribed: the footer cannot be used
 * to find out who reads the newsletter. The client's budget is the only refusal (429).
 */
@CommandHandler(SubscribeToNewsletter)
export class SubscribeToNewsletterHandler implements ICommandHandler<SubscribeToNewsletter, SignupAnswer> {
  constructor(
    private readonly log: EventLog,
    private readonly signups: NewsletterSignups,
  ) {}

  async execute({ email, userId, client }: SubscribeToNewsletter): Promise<SignupAnswer> {
    await this.signups.spendClient(client);
    const address = normalizeEmail(email);
    const mailed = await this.log.transact((session) => this.signups.request(session, address, userId));
    if (mailed) this.log.jobsWritten();
    return { message: NewsletterMessages.checkInbox, email: address };
  }
}
