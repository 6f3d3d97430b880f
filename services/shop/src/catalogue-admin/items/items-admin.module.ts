import { Module } from '@nestjs/common';

/** The console's charms, gift sets and image uploads under /api/admin (staff only). */
@Module({})
export class ItemsAdminModule {}
