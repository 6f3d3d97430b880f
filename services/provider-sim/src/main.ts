import 'reflect-metadata';

import { NestFactory } from '@nestjs/core';

import { SimulatorModule } from './simulator.module.js';

async function main(): Promise<void> {
  const app = await NestFactory.create(SimulatorModule, { logger: ['error', 'warn'] });
  app.enableShutdownHooks();
  const port = Number(process.env.PORT ?? 4010);
  await app.listen(port);
  console.log(JSON.stringify({ level: 'info', service: 'provider-sim', msg: 'provider simulator listening', port }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
