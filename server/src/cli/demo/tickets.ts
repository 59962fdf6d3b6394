import type { Transaction } from 'kysely';
import type { DB } from '../../db/database';
import {
  insertTicket,
  replaceCoApplications,
  replaceTicketInventors,
} from '@server/modules/tickets/ticket.repository';
import {
  refreshUnconfirmedCount,
  writeAttestationState,
} from '@server/modules/attestation/attestation.repository';
import { answersHash, versionHash } from '@server/modules/attestation/attestation.service';
import { saveTicketAnswers } from '@server/modules/forms/forms.service';
import type { FormDefinition } from '@inventor-portal/shared/schemas';
import { CO_APPLICANTS, TICKET_TEXTS, type DemoTicketText } from './data';
import { demoAnswers } from './questionnaire';
import { daysAgo, type Random } from './random';

/** A status change of a ticket's history, as the office made it. */
export interface DemoHistoryEntry {
  status: 'pending' | 'needs_info' | 'approved' | 'refused';
  at: string;
}

export interface DemoTicketPlan {
  text: DemoTicketText;
  submitter: number;
  inventors: number[];
  status: 'pending' | 'needs_info' | 'approved' | 'refused';
  /** Its status history, oldest first: every decision and request for information. */
  history: DemoHistoryEntry[];
  /** Co-inventors (besides the submitter) who confirmed the ticket. */
  confirmedBy?: number[];
  isDraft: boolean;
  meetingDate: string | null;
  drawing: string | null;
  coApplications: string[];
  createdAt: string;
}

/** 10 pending (4 drafts), 8 approved, 7 refused for the demo inventor; 3 for the second user. */
const STATUS_PLAN = [
  'pending',
  'approved',
  'pending',
  'refused',
  'approved',
  'pending',
  'refused',
  'approved',
  'pending',
  'pending',
  'approved',
  'refused',
  'pending',
  'approved',
  'refused',
  'pending',
  'approved',
  'refused',
  'pending',
  'approved',
  'refused',
  'pending',
  'approved',
  'refused',
  'pending',
] as const;

/**
 * The status history of a sent ticket (its `index` makes it vary without drawing from the
 * demo's random sequence): a request for information answered in one ticket out of three, and
 * its decision (approved or refused) 1 to 10 weeks after submission, never after `now`.
 */
export function historyOf(
  now: number,
  createdAt: string,
  status: DemoTicketPlan['status'],
  index: number,
): DemoHistoryEntry[] {
  const sent = Date.parse(createdAt);
  const age = Math.max(1, Math.floor((now - sent) / 86_400_000));
  const at = (days: number) =>
    new Date(sent + Math.min(days, age - 0.5) * 86_400_000).toISOString();
  const history: DemoHistoryEntry[] = [];
  const askedInfo = index % 3 === 1 || status === 'needs_info';
  const decidedAfter = 7 + ((index * 37) % 64);
  if (askedInfo) {
    history.push({ status: 'needs_info', at: at(Math.min(4 + (index % 9), decidedAfter / 2)) });
    if (status !== 'needs_info') history.push({ status: 'pending', at: at(decidedAfter * 0.7) });
  }
  if (status === 'approved' || status === 'refused') history.push({ status, at: at(decidedAfter) });
  return history;
}

export function planTickets(
  rng: Random,
  now: number,
  demoId: number,
  secondId: number,
  others: number[],
  drawings: string[],
): DemoTicketPlan[] {
  let drawingIndex = 0;
  return TICKET_TEXTS.map((text, i) => {
    const forSecond = i >= STATUS_PLAN.length;
    const status = forSecond
      ? (['pending', 'approved', 'refused'] as const)[i % 3]
      : STATUS_PLAN[i];
    const owner = forSecond ? secondId : demoId;
    const team = rng.sample(others, rng.int(0, 3));
    // Five demo tickets were submitted by a colleague with the demo inventor as co-inventor.
    const submitter = !forSecond && i % 5 === 4 ? (team[0] ?? others[0]) : owner;
    const inventors = [...new Set([submitter, owner, ...team])];
    // Spread over the last 18 months, newest first.
    const createdDays = i * 19 + rng.int(0, 10);
    const meetingDate =
      status === 'approved' || (status === 'pending' && i % 4 === 1)
        ? daysAgo(now, createdDays - rng.int(10, 40)).slice(0, 10) + 'T09:30:00.000Z'
        : null;
    const drawing = i % 4 === 0 && drawingIndex < drawings.length ? drawings[drawingIndex++] : null;
    const isDraft = status === 'pending' && i % 3 === 0;
    const createdAt = daysAgo(now, createdDays, rng.int(0, 600));
    return {
      text,
      submitter,
      inventors,
      status,
      history: isDraft ? [] : historyOf(now, createdAt, status, i),
      isDraft,
      meetingDate,
      drawing,
      coApplications: rng.sample(CO_APPLICANTS, rng.int(0, 2)),
      createdAt,
    };
  });
}

/**
 * Writes the planned tickets as they stand today (status, meeting, backdated creation, status
 * history), each with answers to the demo questionnaire; answers their ids, in the order of
 * `plans`.
 */
export async function insertTickets(
  trx: Transaction<DB>,
  plans: DemoTicketPlan[],
  form: { version: number; definition: FormDefinition },
): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, plan] of plans.entries()) {
    const answers = demoAnswers(i);
    const id = await insertTicket(trx, {
      title: plan.text.title,
      summary: plan.text.summary,
      context: plan.text.context,
      problem_identification: plan.text.problem,
      drawing: plan.drawing,
      status: plan.status,
      meeting_date: plan.meetingDate,
      is_draft: plan.isDraft ? 1 : 0,
      submitter_id: plan.submitter,
      created_at: plan.createdAt,
      updated_at: plan.createdAt,
      form_version: form.version,
    });
    await saveTicketAnswers(trx, id, form.definition, answers);
    await replaceTicketInventors(
      trx,
      id,
      plan.inventors.map((inventorId) => [inventorId, {}]),
    );
    await replaceCoApplications(trx, id, plan.coApplications);
    // The submitter confirmed the version they submitted (API.md Part 2 "Attestation"), and so
    // did the co-inventors of `confirmedBy`.
    const hash = versionHash({
      title: plan.text.title,
      summary: plan.text.summary,
      context: plan.text.context,
      problem_identification: plan.text.problem,
      drawing: plan.drawing,
      inventors: plan.inventors,
      contributions: [],
      answers_hash: answersHash(answers),
    });
    ids.push(id);
    for (const inventor of [plan.submitter, ...(plan.confirmedBy ?? [])]) {
      await writeAttestationState(trx, id, inventor, {
        percent: null,
        confirmation_state: 'confirmed',
        confirmation_at: plan.createdAt,
        decline_reason: null,
        confirmed_hash: hash,
      });
    }
    await refreshUnconfirmedCount(trx, id);
    for (const entry of plan.history) {
      await trx
        .insertInto('ticket_history')
        .values({
          ticket_id: id,
          status: entry.status,
          meeting_date: entry.status === plan.status ? plan.meetingDate : null,
          message: null,
          by_user_id: null,
          created_at: entry.at,
        })
        .execute();
    }
  }
  return ids;
}
