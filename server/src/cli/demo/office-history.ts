import { historyOf, type DemoTicketPlan } from './tickets';
import { Random, daysAgo } from './random';

/**
 * The office's last 18 months (issue 32, "a demo worth looking at"): tickets of the other
 * inventors (never the demo users', whose screens stay as they were), sent every month with a
 * busier spring and autumn, decided with their status history, some after a request for more
 * information, some still waiting, some not yet confirmed by every co-inventor, so every chart
 * of the office's analytics has something to show.
 */
const SUBJECTS = [
  'Solar desalination',
  'Soil moisture',
  'Olive mill wastewater',
  'Phosphate sludge',
  'Argan shell',
  'Date palm fibre',
  'Seawater battery',
  'Wind-blown sand',
  'Cactus mucilage',
  'Saffron sorting',
  'Medina heritage scan',
  'Cold-chain vaccine',
  'Fog harvesting',
  'Drip irrigation',
  'Earthquake early warning',
  'Low-cost spectrometer',
];
const DEVICES = ['sensor', 'membrane', 'process', 'coating', 'kit', 'model', 'filter', 'robot'];

/** Relative volume per calendar month (January first): spring and autumn are busier. */
const SEASON = [0.8, 1, 1.3, 1.4, 1.1, 0.7, 0.4, 0.4, 1, 1.3, 1.2, 0.9];

export function planOfficeHistory(now: number, others: readonly number[]): DemoTicketPlan[] {
  const rng = new Random(3_200);
  const plans: DemoTicketPlan[] = [];
  for (let age = 540; age >= 1; age -= 1) {
    const month = new Date(now - age * 86_400_000).getUTCMonth();
    // About six tickets a month on average, more in busy months.
    if (rng.next() > (SEASON[month] * 6) / 30) continue;
    const index = plans.length;
    const submitter = rng.pick(others);
    const team =
      rng.next() < 0.45
        ? rng.sample(
            others.filter((o) => o !== submitter),
            1,
          )
        : [];
    const decidedShare = age > 120 ? 0.92 : age > 45 ? 0.6 : 0.15;
    const roll = rng.next();
    const status: DemoTicketPlan['status'] =
      roll < decidedShare
        ? rng.next() < 0.62
          ? 'approved'
          : 'refused'
        : roll < decidedShare + (1 - decidedShare) * 0.3
          ? 'needs_info'
          : 'pending';
    const subject = rng.pick(SUBJECTS);
    const device = rng.pick(DEVICES);
    const createdAt = daysAgo(now, age, rng.int(0, 900));
    plans.push({
      text: {
        title: `${subject} ${device} ${index + 1}`,
        summary: `A ${device} for ${subject.toLowerCase()}.`,
        context: `Field work of the laboratory on ${subject.toLowerCase()}.`,
        problem: `Existing ${device}s are costly or fail in the field.`,
      },
      submitter,
      inventors: [submitter, ...team],
      status,
      history: historyOf(now, createdAt, status, index),
      // Most co-inventors confirmed; a few tickets still wait for one.
      confirmedBy: team.filter(() => rng.next() < 0.7),
      isDraft: false,
      meetingDate: null,
      drawing: null,
      coApplications: [],
      createdAt,
    });
  }
  return plans;
}
