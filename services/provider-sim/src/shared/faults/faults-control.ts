import { BadRequestException, Body, Delete, Get, HttpCode, Post } from '@nestjs/common';

import { type Fault, FAULT_KINDS, type FaultStore } from './fault-store.js';

/**
 * The control API's fault endpoints (`GET`, `POST` and `DELETE .../faults`), the same for every
 * provider: its control controller extends this and names its store, routes and lowest status.
 */
export abstract class FaultsControl<Route extends string> {
  protected abstract readonly faults: FaultStore<Route>;
  protected abstract readonly faultRoutes: readonly Route[];
  /** The lowest HTTP status a `status` fault may answer (J&T's faults are its servers' 5xx pages). */
  protected abstract readonly lowestFaultStatus: number;

  @Get('faults')
  listFaults() {
    return this.faults.list();
  }

  @Post('faults')
  addFault(@Body() body: unknown) {
    return this.faults.add(readFault(body, this.faultRoutes, this.lowestFaultStatus));
  }

  @Delete('faults')
  @HttpCode(204)
  clearFaults() {
    this.faults.clear();
  }
}

/** `{route, kind, status?, ms?, times?}` */
export function readFault<Route extends string>(
  body: unknown,
  routes: readonly Route[],
  lowestStatus: number,
): Omit<Fault<Route>, 'id'> {
  const f = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const status = f.status;
  if (
    status !== undefined &&
    !(typeof status === 'number' && Number.isInteger(status) && status >= lowestStatus && status <= 599)
  ) {
    const kind = lowestStatus === 500 ? '5xx' : 'error';
    throw new BadRequestException(`status must be an HTTP ${kind} status (${lowestStatus}-599)`);
  }
  const ms = integer(f.ms, 'ms', 0);
  const times = integer(f.times, 'times', 1);
  return {
    route: oneOf(f.route, routes, 'route'),
    kind: oneOf(f.kind, FAULT_KINDS, 'kind'),
    ...(status !== undefined ? { status } : {}),
    ...(ms !== undefined ? { ms } : {}),
    ...(times !== undefined ? { times } : {}),
  };
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string): T {
  if (allowed.includes(value as T)) return value as T;
  throw new BadRequestException(`${name} must be one of ${allowed.join(', ')}`);
}

function integer(value: unknown, name: string, minimum: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= minimum) return value;
  throw new BadRequestException(`${name} must be an integer of at least ${minimum}`);
}
