import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runDisclosureReminderJob } from '@server/modules/attestation/disclosure-reminders.job';
import { runReviewReminderJob } from '@server/modules/reviews/review-reminders.job';

export interface RemindersPluginOptions {
  /** Run the job every `intervalMs` (the server does; tests call the job directly). */
  startJob: boolean;
  intervalMs?: number;
}

const HOUR = 3_600_000;
/** The first run waits for the server to settle after a (re)start. */
const FIRST_RUN_DELAY = 60_000;

/** The disclosure-deadline and review-due reminders, every hour, on one instance (jobs/disclosure-reminders.job.ts). */
export default fp<RemindersPluginOptions>(
  async function reminders(app: FastifyInstance, opts: RemindersPluginOptions) {
    if (!opts.startJob) return;
    let running: Promise<unknown> | null = null;
    const tick = () => {
      running ??= runDisclosureReminderJob({ db: app.db, dialect: app.dialect }, app.config)
        .then((run) => {
          if (run?.sent) app.log.info({ ...run }, 'disclosure reminders sent');
        })
        .then(() => runReviewReminderJob({ db: app.db, dialect: app.dialect }, app.config))
        .then((run) => {
          if (run?.sent) app.log.info({ ...run }, 'review reminders sent');
        })
        .catch((err: unknown) => app.log.error({ err }, 'disclosure reminders failed'))
        .finally(() => {
          running = null;
        });
    };
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      const first = setTimeout(tick, Math.min(FIRST_RUN_DELAY, opts.intervalMs ?? HOUR));
      const every = setInterval(tick, opts.intervalMs ?? HOUR);
      first.unref();
      every.unref();
      timers.push(first, every);
    });
    app.addHook('onClose', async () => {
      timers.forEach((t) => clearTimeout(t));
      await running;
    });
  },
  { name: 'reminders', dependencies: ['config'] },
);
