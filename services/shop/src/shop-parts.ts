import { entities } from './entities.js';
import { orderJobFailure } from './ordering/jobs/job-failure-command.js';
import type { ShopParts } from './platform/parts/shop-parts.js';
import { reactions } from './reactions.js';
import { readModels } from './read-models.js';

/** Each context's part in the platform's work, gathered here so that the platform imports no context. */
export const shopParts: ShopParts = { entities, reactions, readModels, jobFailureCommands: [orderJobFailure] };
