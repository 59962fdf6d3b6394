/**
 * The office analytics' calendar-month and calendar-day (UTC) sums of sent tickets, kept by
 * triggers in the writing transaction (migrations 019-analytics-kept-figures and
 * 023-analytics-daily-sums, docs/analytics.md), part of `DB`. `month` is `YYYY-MM`, `day`
 * `YYYY-MM-DD`. A row may hold zeros once its tickets moved elsewhere.
 */

/** Tickets submitted in the month, per status now. */
export interface AnalyticsSubmittedMonthTable {
  month: string;
  status: string;
  tickets: number;
  /** Of them, confirmed by every inventor (`unconfirmed_count` = 0). */
  fully_confirmed: number;
  /** Of them, asked for more information at least once (history or status now). */
  needed_info: number;
}

/** Tickets submitted in the month, per their submitter's affiliation now (0: none). */
export interface AnalyticsAffiliationMonthTable {
  month: string;
  affiliation_id: number;
  tickets: number;
}

/** First decisions taken in the month, per exact duration from submission (ms). */
export interface AnalyticsDecisionMonthTable {
  month: string;
  /** A bigint on PostgreSQL: read through Number(). */
  duration_ms: number | string;
  approved: number;
  refused: number;
}

/** The same sums per calendar day (migration 023): the partial months at a range's edges. */
export type AnalyticsSubmittedDayTable = Omit<AnalyticsSubmittedMonthTable, 'month'> & {
  day: string;
};
export type AnalyticsAffiliationDayTable = Omit<AnalyticsAffiliationMonthTable, 'month'> & {
  day: string;
};
export type AnalyticsDecisionDayTable = Omit<AnalyticsDecisionMonthTable, 'month'> & {
  day: string;
};
