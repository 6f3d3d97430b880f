import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Redis } from 'ioredis';

import { NotThrottled } from '../http/rate-limits/not-throttled.js';
import { QueueHealth } from '../jobs/queue-health.js';
import { REDIS } from '../redis/redis.module.js';

@ApiTags('health')
@Controller('health')
@NotThrottled()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly queues: QueueHealth,
  ) {}

  @Get('live')
  @ApiOperation({ summary: 'The process is up and serving HTTP' })
  live() {
    return { status: 'ok' };
  }

  @Get(['', 'ready'])
  @HealthCheck()
  @ApiOperation({ summary: 'Ready to serve: PostgreSQL and Redis answer (503 otherwise); how every queue stands' })
  ready() {
    return this.health.check([
      () => this.database.pingCheck('database', { timeout: 1500 }),
      () => this.redisCheck(),
      () => this.queueCheck(),
    ]);
  }

  /** Waiting, active, delayed and failed jobs per queue; failed jobs are for staff to look at, not a reason to stop serving. */
  private async queueCheck() {
    const indicator = this.indicators.check('queues');
    try {
      return indicator.up({ queues: await this.queues.counts() });
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }

  private async redisCheck() {
    const indicator = this.indicators.check('redis');
    try {
      const answer = await Promise.race([
        this.redis.ping(),
        new Promise<string>((_, reject) => setTimeout(() => reject(new Error('timeout')), 1500)),
      ]);
      return answer === 'PONG' ? indicator.up() : indicator.down({ message: `answered ${answer}` });
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }
}
