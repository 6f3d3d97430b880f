import { Global, Module } from '@nestjs/common';

import { RateLimits } from './rate-limits.js';

/** Rate limits every context may use (global, like the config). */
@Global()
@Module({ providers: [RateLimits], exports: [RateLimits] })
export class RateLimitsModule {}
