import { Charm } from './catalogue/entities/charm.entity.js';
import { DiscountCampaign, DiscountCampaignItem } from './catalogue/entities/discount-campaign.entity.js';
import { GiftSet } from './catalogue/entities/gift-set.entity.js';
import { Product } from './catalogue/entities/product.entity.js';
import { GalleryImage, PageBanner, Video } from './catalogue/entities/storefront-content.entity.js';
import { OtpCode } from './identity/entities/otp-code.entity.js';
import { RefreshToken } from './identity/entities/refresh-token.entity.js';
import { User } from './identity/entities/user.entity.js';
import { JntArea } from './locations/entities/jnt-area.entity.js';
import { JntPickupLocation } from './locations/entities/jnt-pickup-location.entity.js';
import { NewsletterSubscription } from './newsletter/entities/newsletter-subscription.entity.js';
import { Review } from './reviews/entities/review.entity.js';
import { ReviewLink } from './reviews/entities/review-link.entity.js';

/** Every table TypeORM maps; the schema itself comes from @kilau/migrations only. */
export const entities = [
  Product,
  Charm,
  GiftSet,
  DiscountCampaign,
  DiscountCampaignItem,
  PageBanner,
  GalleryImage,
  Video,
  Review,
  ReviewLink,
  User,
  OtpCode,
  RefreshToken,
  NewsletterSubscription,
  JntArea,
  JntPickupLocation,
];
