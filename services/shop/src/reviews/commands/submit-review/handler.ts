import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { SHOP_CONFIG } from '../../../platform/config/config.module.js';
import type { ShopConfig } from '../../../platform/config/shop-config.js';
import { EventLog } from '../../../platform/event-log/event-log.js';
import { cleanPicture } from '../../../platform/media/clean-picture.js';
import { reviewTargets } from '../../decider.js';
import type { ReviewView } from '../../queries/list-reviews.js';
import { ReviewImages } from '../../review-images.js';
import { reviewToken } from '../../review-link-refusals.js';
import { hashReviewToken } from '../../review-token.js';
import { readSubmission, REVIEW_PICTURE } from '../../submission.js';
import { SubmitReview } from './command.js';
import { insertReview, lockRatedItems, spendLink, updateRatings } from './review-statements.js';

/**
 * One review per order, in one transaction: the link is spent, the review written with its items,
 * and their ratings brought up to date, or none of it. The picture, re-encoded without its
 * metadata, is written before the commit and taken back if the review is not saved.
 */
@CommandHandler(SubmitReview)
export class SubmitReviewHandler implements ICommandHandler<SubmitReview, ReviewView> {
  constructor(
    private readonly log: EventLog,
    private readonly images: ReviewImages,
    @Inject(SHOP_CONFIG) private readonly config: ShopConfig,
  ) {}

  async execute({ form, image }: SubmitReview): Promise<ReviewView> {
    const tokenHash = hashReviewToken(reviewToken(form.token));
    const submission = readSubmission(form, image);
    // a phone's photo carries where it was taken: only the re-encoded pixels are kept
    const cleaned = submission.image && (await cleanPicture(submission.image, REVIEW_PICTURE));
    const picture = cleaned && this.images.place(cleaned.kind);
    try {
      return await this.log.db.transaction(async (session) => {
        const link = await spendLink(session, tokenHash, this.config.reviewLinkTtlSeconds);
        const targets = reviewTargets(link.orderId, link.items, submission.named);
        const { rating, reviewText } = submission;
        await lockRatedItems(session, targets);
        const review = await insertReview(session, link, { rating, reviewText, image: picture?.url ?? null }, targets);
        await updateRatings(session, targets);
        if (picture) await this.images.write(picture, cleaned.bytes, session);
        return review;
      });
    } catch (error) {
      if (picture) await this.images.remove(picture, cleaned.bytes);
      throw error;
    }
  }
}
