import 'reflect-metadata';

import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

import type { JntSimOptions } from './jnt/jnt-config.js';
import type { MidtransSimOptions } from './midtrans/midtrans-config.js';
import { ProviderErrorFilter } from './provider-error.filter.js';
import { SimulatorModule } from './simulator.module.js';

export interface ProviderSimOptions {
  /** 0 picks a free port (the default). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  midtrans?: MidtransSimOptions;
  jnt?: JntSimOptions;
}

export interface ProviderSim {
  /** http://host:port, no trailing slash. */
  url: string;
  midtrans: {
    /** The Core API base: what https://api.sandbox.midtrans.com is to the real one. */
    apiUrl: string;
    /** The Snap base: what https://app.sandbox.midtrans.com/snap is to the real one. */
    snapUrl: string;
  };
  jnt: {
    /** The base every J&T path hangs from: the shop's JNT_API_URL. */
    apiUrl: string;
  };
  stop(): Promise<void>;
}

/** Starts the simulator on its own HTTP server; tests and `npm start` use this, main.ts too. */
export async function startProviderSim(options: ProviderSimOptions = {}): Promise<ProviderSim> {
  const host = options.host ?? '127.0.0.1';
  const app = await NestFactory.create<NestExpressApplication>(SimulatorModule.register(options), {
    logger: ['error', 'warn'],
    forceCloseConnections: true,
  });
  app.set('x-powered-by', false);
  app.useBodyParser('json', { limit: '1mb' });
  app.useGlobalFilters(new ProviderErrorFilter());
  await app.listen(options.port ?? 0, host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${port}`;
  return {
    url,
    midtrans: { apiUrl: `${url}/midtrans/api`, snapUrl: `${url}/midtrans/app/snap` },
    jnt: { apiUrl: `${url}/jnt` },
    stop: () => app.close(),
  };
}
