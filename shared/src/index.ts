/**
 * @inventor-portal/shared: the one store and api slice, schemas, UI kit, export and formatting.
 * A federation singleton: host and remotes get this same module instance.
 */
export * from './schemas';
export * from './config/runtime-config';
export * from './api';
export * from './store';
export * from './ui';
export * from './export';
