import { Module } from '@nestjs/common';

import { Prune } from './prune.js';

/** The worker's prune of rows kept past their use, from its own timer. */
@Module({ providers: [Prune] })
export class HousekeepingModule {}
