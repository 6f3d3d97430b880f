import { Module } from '@nestjs/common';

/** The console's products, discount campaigns, footer gallery and page banners under /api/admin (staff only). */
@Module({})
export class MerchandisingAdminModule {}
