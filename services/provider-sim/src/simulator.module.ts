import { Controller, type DynamicModule, Get, HttpCode, Module, Post } from '@nestjs/common';

import { MidtransReset } from './midtrans/control/midtrans-reset.js';
import { MidtransModule } from './midtrans/midtrans.module.js';
import type { MidtransSimOptions } from './midtrans/midtrans-config.js';

@Controller()
class SimulatorController {
  constructor(private readonly midtrans: MidtransReset) {}

  @Get('health')
  health() {
    return { status: 'ok', providers: ['midtrans'] };
  }

  /** Forgets everything every provider holds, so one test's leftovers never reach the next. */
  @Post('__sim/reset')
  @HttpCode(204)
  reset() {
    this.midtrans.reset();
  }
}

/** The simulator: one module per provider (J&T joins Midtrans here), plus health and reset. */
@Module({})
export class SimulatorModule {
  static register(options: { midtrans?: MidtransSimOptions } = {}): DynamicModule {
    return {
      module: SimulatorModule,
      imports: [MidtransModule.register(options.midtrans)],
      controllers: [SimulatorController],
    };
  }
}
