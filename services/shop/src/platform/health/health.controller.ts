import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Redis } from 'ioredis';

import { NotThrottled } from '../http/rate-limits/not-throttled.js';
import { withTimeout } from '../jobs/redis-reachable.js';
import { REDIS } from '../redis/redis.module.js';

/** Redis not answering by then counts as away: the answer must come even when Redis does not. */
const REDIS_PROBE_MS = 800;

@ApiTags('health')
@Controller('health')
@NotThrottled()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get('live')
  @ApiOperation({ summary: 'The process is up and serving HTTP' })
  live() {
    return { status: 'ok' };
  }

  /**
   * Ready when PostgreSQL answers: checkout, carts and payment notifications write there (their
   * jobs through the outbox), so the shop serves while Redis is away, with its jobs waiting.
   * Redis is reported, `up` or `degraded`, never a reason to stop serving. Queue counts are for
   * staff (GET /api/admin/queues/).
   */
  @Get(['', 'ready'])
  @HealthCheck()
  @ApiOperation({ summary: 'Ready to serve: PostgreSQL answers (503 otherwise); Redis up or degraded' })
  ready() {
    return this.health.check([() => this.database.pingCheck('database', { timeout: 1500 }), () => this.redisCheck()]);
  }

  private async redisCheck() {
    const indicator = this.indicators.check('redis');
    try {
      const answer = await withTimeout(this.redis.ping(), REDIS_PROBE_MS, 'ping');
      return answer === 'PONG' ? indicator.up() : indicator.degraded({ message: `answered ${answer}` });
    } catch (error) {
      return indicator.degraded({ message: (error as Error).message });
    }
  }
}
