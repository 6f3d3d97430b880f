import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Double opt-in for the newsletter: an address counts as subscribed once its owner followed the
 * confirmation mail's link (`confirmed_at`); `confirm_requested_at` is when the newest
 * confirmation mail was asked for. Addresses signed up before this have never been confirmed by
 * their owners, so they start unconfirmed like any new one.
 */
export class NewsletterOptIn1763800002750 implements MigrationInterface {
  name = 'NewsletterOptIn1763800002750';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE newsletter_subscriptions
        ADD COLUMN confirmed_at timestamptz,
        ADD COLUMN confirm_requested_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE newsletter_subscriptions DROP COLUMN confirm_requested_at, DROP COLUMN confirmed_at`);
  }
}
