/**
 * Response bodies the server declares on its routes (and the OpenAPI document shows) that
 * have no entity schema of their own beside the forms'.
 */
export * from './errors';
export * from './accounts';
export * from './health';
export * from './inventors';
