import type { CatalogueImage } from '@kilau/domain';

export type { CatalogueImage };
