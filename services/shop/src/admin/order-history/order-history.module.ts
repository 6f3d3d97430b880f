import { Module } from '@nestjs/common';

/** An order's timeline and the orders paid after cancellation, for the console (staff only). */
@Module({})
export class OrderHistoryModule {}
