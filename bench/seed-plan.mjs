/** What the API benchmark seeds (shared by bench/seed.ts and the harness). */
export const SIZES = {
  inventors: 20_000,
  patents: 100_000,
  tickets: 50_000,
  benchPatents: 500,
  benchTickets: 100,
  benchNotifications: 100,
  otherNotifications: 50_000,
  // The mixed-load step (bench/mixed.mjs): inventors 2 … mixedUsers + 1 get an account each.
  mixedUsers: 250,
  /** Tickets each of them submitted (besides the ones the random draw gives them). */
  mixedTickets: 4,
  /** Notifications (every other one unread) and activities of each of them. */
  mixedNotifications: 20,
  mixedActivities: 10,
};

export const BENCH_LOGIN = {
  email: 'bench@inventor-portal.local',
  password: 'bench-inventor-2026',
};

/** An office account (API.md Part 2): the bench turns on its two-factor sign-in through the API. */
export const BENCH_OFFICE_LOGIN = {
  email: 'office@bench.example.org',
  password: 'bench-office-2026',
};

/** The first inventor id with a mixed-load account; the accounts run on consecutively. */
export const MIXED_FIRST_INVENTOR = 2;

/** The mixed-load accounts share one password (hashed once by the seed: argon2id is slow on purpose). */
export const MIXED_PASSWORD = 'bench-mixed-2026';

/** The seeded email of inventor `id`, which is also its account's login. */
export const inventorEmail = (id) => `inventor${id}@bench.example.org`;
