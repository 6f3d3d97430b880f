import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';

import { MIDTRANS_CONFIG, type MidtransSimConfig } from '../midtrans-config.js';
import { CORE_UNAUTHORIZED, coreErrorBody, MidtransAnswer, SNAP_UNAUTHORIZED, snapError } from './midtrans-answers.js';

/** `Authorization: Basic base64(serverKey + ":")`: the server key as user, an empty password, nothing else. */
function carriesServerKey(context: ExecutionContext, serverKey: string): boolean {
  const header = context.switchToHttp().getRequest<Request>().headers.authorization ?? '';
  const credentials = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim())?.[1];
  return credentials !== undefined && Buffer.from(credentials, 'base64').toString('utf8') === `${serverKey}:`;
}

@Injectable()
export class SnapServerKeyGuard implements CanActivate {
  constructor(@Inject(MIDTRANS_CONFIG) private readonly config: MidtransSimConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (carriesServerKey(context, this.config.serverKey)) return true;
    throw snapError(401, ...SNAP_UNAUTHORIZED);
  }
}

@Injectable()
export class CoreServerKeyGuard implements CanActivate {
  constructor(@Inject(MIDTRANS_CONFIG) private readonly config: MidtransSimConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (carriesServerKey(context, this.config.serverKey)) return true;
    throw new MidtransAnswer(401, coreErrorBody(401, CORE_UNAUTHORIZED));
  }
}
