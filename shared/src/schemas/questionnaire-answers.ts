import {
  QUESTIONNAIRE_LIMITS,
  questionsOf,
  type AnswerValue,
  type Answers,
  type FormDefinition,
  type Question,
} from './questionnaire';

/**
 * A ticket's answers to its form version (API.md Part 3): which questions are shown, what each
 * type accepts, and what a submission needs. The inventor's form runs the same function as the
 * server, so a message is written once.
 */

export const ANSWER_REQUIRED = 'This question is required.';
export const ANSWER_NUMBER = 'Enter a number.';
export const ANSWER_DATE = 'Enter a date.';
export const ANSWER_OPTION = 'Choose one of the options.';
export const ANSWER_TEXT = 'Enter text.';
export const ANSWER_UNKNOWN = 'Unknown question.';
export const ANSWER_NOT_ATTACHED = 'Choose files attached to this ticket.';
export const ANSWERS_MALFORMED = 'Answers must be a JSON object of question keys and answers.';
export const answerTooLong = (max: number) => `Max ${max} characters`;
export const answerTooManyFiles = (max: number) => `At most ${max} files.`;
export const answerBelowMin = (min: number) => `Enter a number of at least ${min}.`;
export const answerAboveMax = (max: number) => `Enter a number of at most ${max}.`;

/** A `text` or `long_text` question's length limit. */
export const maxLengthOf = (question: Question): number =>
  question.type === 'long_text'
    ? Math.min(question.max_length ?? QUESTIONNAIRE_LIMITS.longText, QUESTIONNAIRE_LIMITS.longText)
    : Math.min(question.max_length ?? QUESTIONNAIRE_LIMITS.text, QUESTIONNAIRE_LIMITS.text);

export const maxFilesOf = (question: Question): number =>
  question.max_files ?? QUESTIONNAIRE_LIMITS.files;

/** An unanswered question: nothing, an empty text or an empty list. */
export const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Whether the condition's question's answer matches (a multiple choice: any of its values). */
function conditionMet(question: Question, answers: Record<string, unknown>): boolean {
  const condition = question.show_when;
  if (!condition) return true;
  const wanted = Array.isArray(condition.equals) ? condition.equals : [condition.equals];
  const answer = answers[condition.question];
  const given = Array.isArray(answer) ? answer : [answer];
  return given.some((value) => wanted.includes(value as string | boolean));
}

/**
 * The keys of the questions shown for these answers: a question with `show_when` is shown when
 * the question it names is shown and answered with one of the values (a definition names only
 * earlier questions, so one pass in order decides).
 */
export function shownQuestions(
  definition: Pick<FormDefinition, 'sections'>,
  answers: Record<string, unknown>,
): Set<string> {
  const shown = new Set<string>();
  for (const question of questionsOf(definition)) {
    const dependsOn = question.show_when?.question;
    if (dependsOn !== undefined && !shown.has(dependsOn)) continue;
    if (conditionMet(question, answers)) shown.add(question.key);
  }
  return shown;
}

type Checked = { value: AnswerValue } | { error: string };

const optionValues = (question: Question) => (question.options ?? []).map((o) => o.value);

function checkNumber(question: Question, raw: unknown): Checked {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value)) return { error: ANSWER_NUMBER };
  if (question.min !== undefined && value < question.min)
    return { error: answerBelowMin(question.min) };
  if (question.max !== undefined && value > question.max)
    return { error: answerAboveMax(question.max) };
  return { value };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function checkDate(raw: unknown): Checked {
  if (typeof raw !== 'string' || !ISO_DATE.test(raw.trim())) return { error: ANSWER_DATE };
  const text = raw.trim();
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text)
    return { error: ANSWER_DATE };
  return { value: text };
}

function checkFiles(question: Question, raw: unknown, attachmentIds?: readonly number[]): Checked {
  const ids = Array.isArray(raw) ? raw.map((v) => (typeof v === 'string' ? Number(v) : v)) : null;
  if (!ids || ids.some((id) => typeof id !== 'number' || !Number.isInteger(id)))
    return { error: ANSWER_NOT_ATTACHED };
  const unique = [...new Set(ids as number[])];
  const max = maxFilesOf(question);
  if (unique.length > max) return { error: answerTooManyFiles(max) };
  if (attachmentIds && unique.some((id) => !attachmentIds.includes(id)))
    return { error: ANSWER_NOT_ATTACHED };
  return { value: unique };
}

/** One answer, checked against its question's type; values come back normalised. */
function checkAnswer(question: Question, raw: unknown, attachmentIds?: readonly number[]): Checked {
  switch (question.type) {
    case 'text':
    case 'long_text': {
      if (typeof raw !== 'string') return { error: ANSWER_TEXT };
      const value = raw.trim();
      const max = maxLengthOf(question);
      return [...value].length > max ? { error: answerTooLong(max) } : { value };
    }
    case 'number':
      return checkNumber(question, raw);
    case 'date':
      return checkDate(raw);
    case 'choice':
      return typeof raw === 'string' && optionValues(question).includes(raw)
        ? { value: raw }
        : { error: ANSWER_OPTION };
    case 'multi_choice': {
      const allowed = optionValues(question);
      if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string' || !allowed.includes(v)))
        return { error: ANSWER_OPTION };
      // In the options' order, each once.
      return { value: allowed.filter((v) => raw.includes(v)) };
    }
    case 'yes_no':
      if (raw === true || raw === 'true') return { value: true };
      if (raw === false || raw === 'false') return { value: false };
      return { error: ANSWER_OPTION };
    case 'files':
      return checkFiles(question, raw, attachmentIds);
  }
}

export interface AnswersCheck {
  /** The answers kept: shown questions only, normalised, blanks left out. */
  answers: Answers;
  /** Messages by `answers.<key>`; empty when the answers are accepted. */
  errors: Record<string, string[]>;
}

export interface AnswersCheckOptions {
  /** A submission (not a draft): every shown required question needs an answer. */
  submitting: boolean;
  /** The ticket's attachment ids a `files` answer may name; unchecked when absent. */
  attachmentIds?: readonly number[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads `answers` as sent: a JSON text (multipart) or the object itself; null when malformed. */
export function parseAnswersInput(raw: unknown): Record<string, unknown> | null {
  if (raw === undefined || raw === null || raw === '') return {};
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return isRecord(value) ? value : null;
}

/**
 * Checks answers against a form version: unknown keys are refused, answers of hidden questions
 * dropped (never checked), each shown answer checked by its type, and on a submission every
 * shown required question must be answered.
 */
export function checkAnswers(
  definition: Pick<FormDefinition, 'sections'>,
  given: Record<string, unknown>,
  { submitting, attachmentIds }: AnswersCheckOptions,
): AnswersCheck {
  const questions = new Map(questionsOf(definition).map((q) => [q.key, q]));
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(given)) {
    if (!questions.has(key)) errors[`answers.${key}`] = [ANSWER_UNKNOWN];
  }
  const shown = shownQuestions(definition, given);
  const answers: Answers = {};
  for (const [key, question] of questions) {
    if (!shown.has(key)) continue;
    const raw = given[key];
    if (isBlank(raw)) {
      if (submitting && question.required) errors[`answers.${key}`] = [ANSWER_REQUIRED];
      continue;
    }
    const checked = checkAnswer(question, raw, attachmentIds);
    if ('error' in checked) errors[`answers.${key}`] = [checked.error];
    else if (!isBlank(checked.value)) answers[key] = checked.value;
    else if (submitting && question.required) errors[`answers.${key}`] = [ANSWER_REQUIRED];
  }
  return { answers, errors };
}

/** How an answer reads in a language: option labels, yes/no words, dates and texts as they are. */
export function answerText(
  question: Question,
  value: AnswerValue | undefined,
  language: 'en' | 'fr',
  words: { yes: string; no: string; file?: (id: number) => string },
): string {
  if (value === undefined) return '';
  const label = (v: string | number) =>
    question.options?.find((o) => o.value === v)?.label[language] ?? String(v);
  switch (question.type) {
    case 'choice':
    case 'multi_choice':
      return (Array.isArray(value) ? value : [value]).map((v) => label(v as string)).join('; ');
    case 'yes_no':
      return value === true ? words.yes : value === false ? words.no : String(value);
    case 'files':
      return (Array.isArray(value) ? value : [value])
        .map((id) => words.file?.(Number(id)) ?? `#${id}`)
        .join('; ');
    default:
      return String(value);
  }
}
