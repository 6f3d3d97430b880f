import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

import { AdminModule } from './admin/admin.module.js';
import { AdminReadModelsModule } from './admin/admin-read-models.module.js';
import { OrderHistoryModule } from './admin/order-history/order-history.module.js';
import { CartModule } from './cart/cart.module.js';
import { ItemsAdminModule } from './catalogue/admin/items/items-admin.module.js';
import { MerchandisingAdminModule } from './catalogue/admin/merchandising/merchandising-admin.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { IdentityWorkerModule } from './identity/identity-worker.module.js';
import { LocationsModule } from './locations/locations.module.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { NewsletterWorkerModule } from './newsletter/newsletter-worker.module.js';
import { OrderingModule } from './ordering/ordering.module.js';
import { OrderingWorkerModule } from './ordering/ordering-worker.module.js';
import { PaymentModule } from './payment/payment.module.js';
import { PaymentWorkerModule } from './payment/payment-worker.module.js';
import { ClockModule } from './platform/clock/clock.module.js';
import { ShopConfigModule } from './platform/config/config.module.js';
import type { ShopConfig } from './platform/config/shop-config.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { EventLogModule } from './platform/event-log/event-log.module.js';
import { HealthModule } from './platform/health/health.module.js';
import { HousekeepingModule } from './platform/housekeeping/housekeeping.module.js';
import { RateLimitsModule } from './platform/http/rate-limits/rate-limits.module.js';
import { JobsModule } from './platform/jobs/jobs.module.js';
import { QueueModule } from './platform/jobs/queue.module.js';
import { MailSendingModule } from './platform/mail/mail-sending.module.js';
import { MediaModule } from './platform/media/media.module.js';
import { MetricsModule } from './platform/metrics/metrics.module.js';
import { ShopPartsModule } from './platform/parts/shop-parts.module.js';
import { RedisModule } from './platform/redis/redis.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { ShippingModule } from './shipping/shipping.module.js';
import { ShippingWorkerModule } from './shipping/shipping-worker.module.js';
import { ShopSettingsModule } from './shop-settings/shop-settings.module.js';

/**
 * What both processes share: configuration, PostgreSQL, Redis, queues, the command and query
 * buses, and the event log with the read models kept from it. The contexts' parts (tables,
 * reactions, read models, job-failure commands) are those their modules register: ShopPartsModule
 * finds them among the modules each process imports.
 */
function infrastructure(config: Partial<ShopConfig>) {
  return [
    ShopConfigModule.forRoot(config),
    ClockModule,
    ShopPartsModule.forRoot(),
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

/**
 * The job process, without an HTTP listener: each context's worker module (its processors and
 * timers, with the context module their jobs run commands of), and the platform's own (mail, the
 * prune). Every read model is kept by every process, so the worker also takes the back office's
 * (`admin_orders`, AdminReadModelsModule, without the console's handlers); app.module.spec.ts
 * fails when the worker's parts fall short of the API's.
 */
@Module({})
export class ShopWorkerModule {
  static forRoot(config: Partial<ShopConfig> = {}): DynamicModule {
    return {
      module: ShopWorkerModule,
      imports: [
        ...infrastructure(config),
        MailSendingModule,
        HousekeepingModule,
        IdentityWorkerModule,
        NewsletterWorkerModule,
        OrderingWorkerModule,
        PaymentWorkerModule,
        ShippingWorkerModule,
        AdminReadModelsModule,
      ],
    };
  }
}
