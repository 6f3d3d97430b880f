import type { ContextParts } from '../platform/parts/shop-parts.js';
import { JntArea } from './entities/jnt-area.entity.js';
import { JntPickupLocation } from './entities/jnt-pickup-location.entity.js';

/** The locations' tables: J&T's area codes and the shop's pickup locations. */
export const locationsParts = { context: 'locations', entities: [JntArea, JntPickupLocation] } satisfies ContextParts;
