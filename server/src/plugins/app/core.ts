import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { DB, DatabaseHandle, Dialect } from '../../db/database';
import { createUploadStore } from '../../lib/create-upload-store';
import type { UploadStore } from '../../lib/uploads';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<DB>;
    dialect: Dialect;
    uploads: UploadStore;
  }
}

export interface CorePluginOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Whether closing the app closes the database (tests that share one handle say no). */
  closeDatabase: boolean;
}

/** Decorates the instance with the config, the database and the upload store. */
export default fp<CorePluginOptions>(
  async function core(app: FastifyInstance, opts: CorePluginOptions) {
    app.decorate('config', opts.config);
    app.decorate('db', opts.database.db);
    app.decorate('dialect', opts.database.dialect);
    app.decorate('uploads', createUploadStore(opts.config, opts.database));
    if (opts.closeDatabase) app.addHook('onClose', async () => opts.database.db.destroy());
  },
  { name: 'config' },
);
