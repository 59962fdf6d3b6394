import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { flushPendingMail } from '../../mail/coalesce';
import { releaseStaleClaims } from '../../mail/outbox-claims';
import { deliverDueMail } from '../../mail/sender';
import { fileTransport, smtpTransport, type MailTransport } from '../../mail/transport';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /**
       * Queues the due coalescing windows, then delivers every due outbox row now (the worker
       * calls it; tests call it directly).
       */
      flush: () => Promise<{ sent: number; failed: number }>;
    };
  }
}

export interface MailPluginOptions {
  startWorker: boolean;
  intervalMs?: number;
}

/** The outbox sender: SMTP_URL through nodemailer, else `.eml` files under DATA_DIR/mail. */
export default fp<MailPluginOptions>(
  async function mail(app: FastifyInstance, opts: MailPluginOptions) {
    const transport: MailTransport = app.config.smtpUrl
      ? smtpTransport(app.config.smtpUrl)
      : fileTransport(path.join(app.config.dataDir, 'mail'));
    const senderOptions = {
      db: app.db,
      transport,
      from: app.config.mailFrom,
      log: app.log,
      messageIdDomain: new URL(app.config.publicUrl).hostname || 'inventor-portal.local',
    };
    let running: Promise<{ sent: number; failed: number }> | null = null;
    // Due coalescing windows become outbox mails first (mail/coalesce.ts), then the outbox goes.
    const flush = () => {
      running ??= flushPendingMail(app.db)
        .then(() => deliverDueMail(senderOptions))
        .finally(() => {
          running = null;
        });
      return running;
    };
    app.decorate('mail', { flush });

    let timer: NodeJS.Timeout | null = null;
    if (opts.startWorker) {
      app.addHook('onReady', async () => {
        await releaseStaleClaims(app.db);
        timer = setInterval(() => {
          flush().catch((err: unknown) => app.log.error({ err }, 'mail worker tick failed'));
        }, opts.intervalMs ?? 2_000);
        timer.unref();
      });
    }
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
      transport.close();
    });
  },
  { name: 'mail', dependencies: ['config'] },
);
