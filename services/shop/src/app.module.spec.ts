import { type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { DiscoveryService, ModulesContainer, NestFactory } from '@nestjs/core';

import { ShopApiModule, ShopWorkerModule } from './app.module.js';
import { registeredParts } from './platform/parts/registered-parts.js';
import { gatherParts, type ShopParts } from './platform/parts/shop-parts.js';
import { shopParts } from './shop-contexts.js';

/** The parts a process's modules register, read from its module graph without starting anything (Nest's preview). */
async function discoveredParts(root: DynamicModule): Promise<ShopParts> {
  const app: INestApplicationContext = await NestFactory.createApplicationContext(root, {
    preview: true,
    logger: false,
  });
  try {
    return gatherParts(registeredParts(new DiscoveryService(app.get(ModulesContainer))));
  } finally {
    await app.close();
  }
}

function summary(parts: ShopParts) {
  return {
    contexts: parts.contexts,
    entities: parts.entities.map((entity) => entity.name),
    readModels: parts.readModels().map((model) => model.name),
    reactions: parts.reactions,
    jobFailureCommands: parts.jobFailureCommands,
  };
}

const config = { databaseUrl: 'postgres://nobody@127.0.0.1:1/none', redisUrl: 'redis://127.0.0.1:1' };

describe('the contexts plugged into each process', () => {
  it.each([
    ['the API', () => ShopApiModule.forRoot(config)],
    ['the worker', () => ShopWorkerModule.forRoot(config)],
  ])('%s finds every context’s parts in its modules, the same the tools list', async (_process, root) => {
    expect(summary(await discoveredParts(root()))).toEqual(summary(shopParts));
  });

  it('lists every table and read model once', () => {
    const { entities, readModels } = summary(shopParts);
    expect(new Set(entities).size).toBe(entities.length);
    expect(readModels.sort()).toEqual(['admin-orders', 'order-summaries', 'order-tracking']);
  });
});
