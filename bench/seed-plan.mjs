/** What the API benchmark seeds (shared by bench/seed.ts and the harness). */
export const SIZES = {
  inventors: 20_000,
  patents: 100_000,
  tickets: 50_000,
  benchPatents: 500,
  benchTickets: 100,
  benchNotifications: 100,
  otherNotifications: 50_000,
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
