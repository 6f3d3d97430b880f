import { Controller, Get, Module } from '@nestjs/common';

/**
 * The simulator's own health. The Midtrans and J&T contracts (PROVIDERS.md) are added as
 * modules beside this one by the payments and shipping work; until then it answers only this.
 */
@Controller()
class SimulatorHealthController {
  @Get('health')
  health() {
    return { status: 'ok', providers: [] as string[] };
  }
}

@Module({ controllers: [SimulatorHealthController] })
export class SimulatorModule {}
