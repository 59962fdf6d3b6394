import type { QuestionAttachment } from '@inventor-portal/shared/forms';
import {
  checkAnswers,
  type FormDefinition,
  type FormVersion,
  type Ticket,
} from '@inventor-portal/shared/schemas';

export type Questionnaire = Pick<FormDefinition, 'sections'>;

/** A version's definition, or null when it asks nothing. */
export const questionnaireOf = (version: FormVersion | undefined): Questionnaire | null =>
  version && version.sections.length > 0
    ? { sections: version.sections as Questionnaire['sections'] }
    : null;

/** Messages by question key, from `answers.<key>` lists (the server's and checkAnswers'). */
export function answerErrorsOf(errors: Record<string, unknown>): Record<string, string> {
  const byKey: Record<string, string> = {};
  for (const [path, value] of Object.entries(errors)) {
    if (!path.startsWith('answers.')) continue;
    const message = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
    if (typeof message === 'string') byKey[path.slice('answers.'.length)] = message;
  }
  return byKey;
}

/** The answers' problems a submission would meet (required ones included), by question key. */
export function answerProblems(
  questionnaire: Questionnaire | null,
  answers: Record<string, unknown>,
  submitting: boolean,
  attachments?: readonly QuestionAttachment[],
): Record<string, string> {
  if (!questionnaire) return {};
  const { errors } = checkAnswers(questionnaire, answers, {
    submitting,
    attachmentIds: attachments?.map((a) => a.id),
  });
  return answerErrorsOf(errors);
}

/** The per-question messages of a refused save (400 `answers.<key>`), if any. */
export function serverAnswerErrors(error: unknown): Record<string, string> | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as { data: unknown };
  if (typeof data !== 'object' || data === null) return undefined;
  const byKey = answerErrorsOf(data as Record<string, unknown>);
  return Object.keys(byKey).length > 0 ? byKey : undefined;
}

const isAttachment = (value: unknown): value is QuestionAttachment =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as QuestionAttachment).id === 'number' &&
  typeof (value as QuestionAttachment).name === 'string';

/** The ticket's attachments (API.md Part 3 "Attachments"), when the ticket carries them. */
export function attachmentsOf(ticket: Ticket | undefined): QuestionAttachment[] {
  const list: unknown = (ticket as { attachments?: unknown } | undefined)?.attachments;
  return Array.isArray(list) ? list.filter(isAttachment) : [];
}
