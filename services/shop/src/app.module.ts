import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

import { AdminModule } from './admin/admin.module.js';
import { OrderHistoryModule } from './admin/order-history/order-history.module.js';
import { CartModule } from './cart/cart.module.js';
import { ItemsAdminModule } from './catalogue/admin/items/items-admin.module.js';
import { MerchandisingAdminModule } from './catalogue/admin/merchandising/merchandising-admin.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { LoginMailProcessor } from './identity/jobs/login-mail.processor.js';
import { LocationsModule } from './locations/locations.module.js';
import { NewsletterMailProcessor } from './newsletter/jobs/newsletter-mail.processor.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { CustomerMailProcessor } from './ordering/jobs/customer-mail.processor.js';
import { OrderTimeoutsProcessor } from './ordering/jobs/order-timeouts.processor.js';
import { UnpaidSweep } from './ordering/jobs/unpaid-sweep.js';
import { OrderingModule } from './ordering/ordering.module.js';
import { PaymentChecksProcessor } from './payment/jobs/payment-checks.processor.js';
import { PaymentJobs } from './payment/jobs/payment-jobs.js';
import { PaymentsProcessor } from './payment/jobs/payments.processor.js';
import { ReconcileTimer } from './payment/jobs/reconcile-timer.js';
import { PaymentModule } from './payment/payment.module.js';
import { ClockModule } from './platform/clock/clock.module.js';
import { ShopConfigModule } from './platform/config/config.module.js';
import type { ShopConfig } from './platform/config/shop-config.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { EventLogModule } from './platform/event-log/event-log.module.js';
import { HealthModule } from './platform/health/health.module.js';
import { Prune } from './platform/housekeeping/prune.js';
import { RateLimitsModule } from './platform/http/rate-limits/rate-limits.module.js';
import { JobsModule } from './platform/jobs/jobs.module.js';
import { QueueModule } from './platform/jobs/queue.module.js';
import { MailModule } from './platform/mail/mail.module.js';
import { MailProcessor } from './platform/mail/mail.processor.js';
import { MailSender } from './platform/mail/mail-sender.js';
import { MediaModule } from './platform/media/media.module.js';
import { MetricsModule } from './platform/metrics/metrics.module.js';
import { ShopPartsModule } from './platform/parts/shop-parts.module.js';
import { RedisModule } from './platform/redis/redis.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { ShippingProcessor } from './shipping/jobs/shipping.processor.js';
import { ShippingJobs } from './shipping/jobs/shipping-jobs.js';
import { TrackingProcessor } from './shipping/jobs/tracking.processor.js';
import { TrackingTimer } from './shipping/jobs/tracking-timer.js';
import { WaybillRedriveTimer } from './shipping/jobs/waybill-redrive-timer.js';
import { ShippingModule } from './shipping/shipping.module.js';
import { shopParts } from './shop-parts.js';
import { ShopSettingsModule } from './shop-settings/shop-settings.module.js';

/**
 * What both processes share: configuration, PostgreSQL, Redis, queues, the command and query
 * buses, and the event log with the read models kept from it.
 */
function infrastructure(config: Partial<ShopConfig>) {
  return [
    ShopConfigModule.forRoot(config),
    ClockModule,
    ShopPartsModule.forRoot(shopParts),
    DatabaseModule,
    RedisModule,
    RateLimitsModule,
    QueueModule,
    CqrsModule.forRoot(),
    EventLogModule,
    JobsModule,
    MetricsModule,
    MediaModule,
  ];
}

/** The HTTP process: every context's controllers under /api. */
@Module({})
export class ShopApiModule {
  static forRoot(config: Partial<ShopConfig> = {}): DynamicModule {
    return {
      module: ShopApiModule,
      imports: [
        ...infrastructure(config),
        HealthModule,
        IdentityModule,
        CatalogueModule,
        ReviewsModule,
        NewsletterModule,
        LocationsModule,
        CartModule,
        OrderingModule,
        PaymentModule,
        ShippingModule,
        AdminModule,
        OrderHistoryModule,
        ItemsAdminModule,
        MerchandisingAdminModule,
        ShopSettingsModule,
      ],
    };
  }
}

/** The same contexts with the job processors, without an HTTP listener. */
@Module({})
export class ShopWorkerModule {
  static forRoot(config: Partial<ShopConfig> = {}): DynamicModule {
    return {
      module: ShopWorkerModule,
      // the contexts the jobs run commands of; identity because their controllers name its guards
      imports: [
        ...infrastructure(config),
        IdentityModule,
        MailModule,
        NewsletterModule,
        OrderingModule,
        PaymentModule,
        ShippingModule,
        ReviewsModule,
      ],
      providers: [
        MailSender,
        MailProcessor,
        LoginMailProcessor,
        NewsletterMailProcessor,
        CustomerMailProcessor,
        OrderTimeoutsProcessor,
        PaymentJobs,
        PaymentsProcessor,
        PaymentChecksProcessor,
        ShippingJobs,
        ShippingProcessor,
        TrackingProcessor,
        // the safety nets, each from the worker's own timer under an advisory lock
        UnpaidSweep,
        ReconcileTimer,
        TrackingTimer,
        WaybillRedriveTimer,
        Prune,
      ],
    };
  }
}
