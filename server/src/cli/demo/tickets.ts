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

export interface DemoTicketPlan {
  text: DemoTicketText;
  submitter: number;
  inventors: number[];
  status: 'pending' | 'approved' | 'refused';
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
    const createdDays = i * 7 + rng.int(0, 5);
    const meetingDate =
      status === 'approved' || (status === 'pending' && i % 4 === 1)
        ? daysAgo(now, createdDays - rng.int(10, 40)).slice(0, 10) + 'T09:30:00.000Z'
        : null;
    const drawing = i % 4 === 0 && drawingIndex < drawings.length ? drawings[drawingIndex++] : null;
    return {
      text,
      submitter,
      inventors,
      status,
      isDraft: status === 'pending' && i % 3 === 0,
      meetingDate,
      drawing,
      coApplications: rng.sample(CO_APPLICANTS, rng.int(0, 2)),
      createdAt: daysAgo(now, createdDays, rng.int(0, 600)),
    };
  });
}

/**
 * Writes the planned tickets as they stand today (status, meeting, backdated creation), each
 * with answers to the demo questionnaire.
 */
export async function insertTickets(
  trx: Transaction<DB>,
  plans: DemoTicketPlan[],
  form: { version: number; definition: FormDefinition },
): Promise<void> {
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
    await replaceTicketInventors(trx, id, plan.inventors);
    await replaceCoApplications(trx, id, plan.coApplications);
    // The submitter confirmed the version they submitted (API.md Part 2 "Attestation").
    await writeAttestationState(trx, id, plan.submitter, {
      percent: null,
      confirmation_state: 'confirmed',
      confirmation_at: plan.createdAt,
      decline_reason: null,
      confirmed_hash: versionHash({
        title: plan.text.title,
        summary: plan.text.summary,
        context: plan.text.context,
        problem_identification: plan.text.problem,
        drawing: plan.drawing,
        inventors: plan.inventors,
        contributions: [],
        answers_hash: answersHash(answers),
      }),
    });
    await refreshUnconfirmedCount(trx, id);
  }
}
