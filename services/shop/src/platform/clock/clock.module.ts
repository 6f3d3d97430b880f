import { Global, Module } from '@nestjs/common';

import { CLOCK, systemClock } from './clock.js';

/** The system clock for every context of both processes; tests override {@link CLOCK} with a fixed one. */
@Global()
@Module({
  providers: [{ provide: CLOCK, useValue: systemClock }],
  exports: [CLOCK],
})
export class ClockModule {}
