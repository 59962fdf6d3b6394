import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LiveBus } from '../../live/bus';
import { channelName, PgListener, pgNotifyPublisher } from '../../live/pg-channel';
import { setLivePublisher } from '../../live/publish';
import { findComment } from '@server/modules/conversation/comments.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open event streams, by account (live/bus.ts). */
    liveBus: LiveBus;
  }
}

export interface LivePluginOptions {
  /** PostgreSQL schema of the handle, when not the default (its own NOTIFY channel). */
  schema?: string;
}

/**
 * Live events (`GET /api/accounts/events/`): on SQLite, a write's events go straight to this
 * process's bus; on PostgreSQL they are NOTIFYed and every instance's listener (this one's
 * too) hands them to its own bus, so a stream on any instance hears a write done on any other.
 */
export default fp<LivePluginOptions>(
  async function live(app: FastifyInstance, opts: LivePluginOptions) {
    const bus = new LiveBus();
    app.decorate('liveBus', bus);
    const databaseUrl = app.config.databaseUrl;
    if (app.dialect !== 'postgres' || !databaseUrl) {
      setLivePublisher(app.db, async (events) => {
        for (const event of events) bus.deliver(event);
      });
      return;
    }
    const channel = channelName(opts.schema);
    setLivePublisher(app.db, pgNotifyPublisher(app.db, channel));
    const listener = new PgListener({
      connectionString: databaseUrl,
      schema: opts.schema,
      channel,
      bus,
      loadComment: (id) => findComment(app.db, id),
      onError: (err) => app.log.warn({ err }, 'live events: database listener error'),
    });
    app.addHook('onReady', async () => listener.start());
    app.addHook('onClose', async () => listener.close());
  },
  { name: 'live', dependencies: ['config'] },
);
