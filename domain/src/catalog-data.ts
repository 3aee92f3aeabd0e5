import type { City, Port } from './catalog.ts';

/**
 * The rows of the committed reference data (server/src/modules/catalog/data/*.json): written by
 * server/scripts/build-catalog-data.ts, read into the catalog tables by the catalog module.
 */

/** A port with its province (Chinese ports, for pickup zones; '' elsewhere) and position. */
export type CatalogPortRow = Port & { province: string; latitude: number | null; longitude: number | null };

/** A pickup city with its two-digit province code. */
export type CatalogCityRow = City & { provinceCode: string };
