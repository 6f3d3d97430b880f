import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';

import { ValidateReviewLink } from './queries/validate-review-link.js';

/**
 * A multipart review form (the one that may carry a 5 MB picture) is read only for a live review
 * link: the link's token comes in the address (`/api/review/submit/?token=`, as the review page's
 * own address carries it) and is checked before multer reads a byte of the form. An unknown, used
 * or expired link is refused at once and the connection closed (ShopErrorFilter), so a stranger's
 * megabytes are neither read nor kept. A JSON form (100 kB at most, read by the body parser) is
 * judged with its token in the handler, as before.
 */
@Injectable()
export class ReviewLinkFirst implements CanActivate {
  constructor(private readonly queries: QueryBus) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    // multer reads any multipart/* body, so every one of them waits for the link
    if (!request.is('multipart')) return true;
    await this.queries.execute(new ValidateReviewLink(request.query.token));
    return true;
  }
}
