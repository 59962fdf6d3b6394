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
