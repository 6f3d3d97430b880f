import type { ContextParts } from '../platform/parts/shop-parts.js';
import { OtpCode } from './entities/otp-code.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { User } from './entities/user.entity.js';

/** Identity's tables: the shop's users, their login codes and refresh tokens. */
export const identityParts = { context: 'identity', entities: [User, OtpCode, RefreshToken] } satisfies ContextParts;
