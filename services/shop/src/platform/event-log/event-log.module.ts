import { Global, Module } from '@nestjs/common';

import { EventLog } from './event-log.js';
import { ProjectionsService } from './projections.service.js';

/** The event log and the read models kept from it, for every context of both processes. */
@Global()
@Module({
  providers: [EventLog, ProjectionsService],
  exports: [EventLog, ProjectionsService],
})
export class EventLogModule {}
