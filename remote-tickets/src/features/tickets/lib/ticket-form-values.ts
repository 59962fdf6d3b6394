import { ticketTextSchema, zodFormErrors, type Ticket } from '@inventor-portal/shared/schemas';
import type { TicketSubmission } from '../api/ticket-form-data';
import {
  contributionInputsOf,
  summarizeContributions,
  toContributionEntries,
  type ContributionInputs,
} from './contributions';
import type { DisclosureKindChoice } from './disclosure';

/** An inventor picked in the form: the id the server needs and the name the chip shows. */
export interface InventorOption {
  id: number;
  name: string;
  image?: string | null;
}

export interface TicketFormValues {
  title: string;
  summary: string;
  context: string;
  problem_identification: string;
  inventors: InventorOption[];
  co_applications: string[];
  drawings: File | null;
  /** Share of each inventor as typed, by inventor id ('' = not given). */
  contributions: ContributionInputs;
  /** 'YYYY-MM-DD' or ''. */
  public_disclosure_date: string;
  public_disclosure_kind: DisclosureKindChoice;
  conception_date: string;
  funding: string[];
  /** The questionnaire's answers by question key, as typed (API.md Part 3). */
  answers: Record<string, unknown>;
}

export type TicketTextField = 'title' | 'summary' | 'context' | 'problem_identification';

export const emptyTicketFormValues: TicketFormValues = {
  title: '',
  summary: '',
  context: '',
  problem_identification: '',
  inventors: [],
  co_applications: [],
  drawings: null,
  contributions: {},
  public_disclosure_date: '',
  public_disclosure_kind: '',
  conception_date: '',
  funding: [],
  answers: {},
};

/** Form values of an existing ticket (edit), with the inventor names already resolved. */
export function ticketToFormValues(ticket: Ticket, inventors: InventorOption[]): TicketFormValues {
  return {
    title: ticket.title,
    summary: ticket.summary,
    context: ticket.context,
    problem_identification: ticket.problem_identification,
    inventors,
    co_applications: [...ticket.co_applications],
    drawings: null,
    contributions: contributionInputsOf(ticket.contributions),
    public_disclosure_date: dateOnly(ticket.public_disclosure_date),
    public_disclosure_kind: ticket.public_disclosure_kind ?? '',
    conception_date: dateOnly(ticket.conception_date),
    funding: [...(ticket.funding ?? [])],
    answers: { ...(ticket.answers ?? {}) },
  };
}

/** 'YYYY-MM-DD' of an ISO date or date-time, '' for none. */
const dateOnly = (value: string | null | undefined): string => (value ? value.slice(0, 10) : '');

/**
 * Everyone the split covers: the inventors picked, and the signed-in submitter whom the server
 * adds on its own (API.md: "the submitter is always among `inventors`").
 */
export function splitInventorIds(values: TicketFormValues, selfId: number | undefined): number[] {
  const ids = values.inventors.map((inventor) => inventor.id);
  return selfId === undefined || ids.includes(selfId) ? ids : [selfId, ...ids];
}

/** Spec §5 messages from the shared schema, one per field (final-form's error shape). */
export type TicketFormErrors = Partial<
  Record<TicketTextField | 'contributions' | 'public_disclosure_kind' | 'funding', string>
>;

/**
 * Spec §5 messages from the shared schema, one per field (final-form's error shape), plus the
 * split and disclosure rules. The split's and disclosure's errors are keys of the tickets
 * catalog (their inputs show them in the page's language).
 */
export function validateTicketForm(values: TicketFormValues, selfId?: number): TicketFormErrors {
  // The schema checks the text fields only, so every key is a TicketTextField.
  const errors: TicketFormErrors = zodFormErrors(ticketTextSchema, values) as TicketFormErrors;
  const split = summarizeContributions(
    values.contributions ?? {},
    splitInventorIds(values, selfId),
  );
  if (split.problem) errors.contributions = `form.contributions.errors.${split.problem}`;
  if (values.public_disclosure_kind && !values.public_disclosure_date) {
    errors.public_disclosure_kind = 'form.disclosure.errors.dateNeeded';
  }
  return errors;
}

export function toSubmission(
  values: TicketFormValues,
  isDraft: boolean,
  selfId?: number,
): TicketSubmission {
  return {
    title: values.title.trim(),
    summary: values.summary.trim(),
    context: values.context.trim(),
    problem_identification: values.problem_identification.trim(),
    is_draft: isDraft,
    inventors: values.inventors.map((inventor) => inventor.id),
    co_applications: values.co_applications,
    drawings: values.drawings,
    contributions: toContributionEntries(values.contributions, splitInventorIds(values, selfId)),
    public_disclosure_date: values.public_disclosure_date || null,
    public_disclosure_kind: values.public_disclosure_kind || null,
    conception_date: values.conception_date || null,
    funding: values.funding.map((entry) => entry.trim()).filter((entry) => entry !== ''),
    answers: values.answers ?? {},
  };
}
