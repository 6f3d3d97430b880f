import { Controller, type DynamicModule, Get, HttpCode, Module, Post } from '@nestjs/common';

import { JntReset } from './jnt/control/jnt-reset.js';
import { JntModule } from './jnt/jnt.module.js';
import type { JntSimOptions } from './jnt/jnt-config.js';
import { MidtransReset } from './midtrans/control/midtrans-reset.js';
import { MidtransModule } from './midtrans/midtrans.module.js';
import type { MidtransSimOptions } from './midtrans/midtrans-config.js';

@Controller()
class SimulatorController {
  constructor(
    private readonly midtrans: MidtransReset,
    private readonly jnt: JntReset,
  ) {}

  @Get('health')
  health() {
    return { status: 'ok', providers: ['midtrans', 'jnt'] };
  }

  /** Forgets everything every provider holds, so one test's leftovers never reach the next. */
  @Post('__sim/reset')
  @HttpCode(204)
  reset() {
    this.midtrans.reset();
    this.jnt.reset();
  }
}

/** The simulator: one module per provider (Midtrans, J&T), plus health and reset. */
@Module({})
export class SimulatorModule {
  static register(options: { midtrans?: MidtransSimOptions; jnt?: JntSimOptions } = {}): DynamicModule {
    return {
      module: SimulatorModule,
      imports: [MidtransModule.register(options.midtrans), JntModule.register(options.jnt)],
      controllers: [SimulatorController],
    };
  }
}
