import {
  answerText,
  questionsOf,
  type AnswerValue,
  type FormDefinition,
  type Question,
} from '../schemas';
import type { ExportColumn } from './types';

/** What a row needs for its answer columns: its answers, and its attachments for `files` answers. */
export interface AnsweredRow {
  answers?: Record<string, AnswerValue>;
  attachments?: readonly { id: number; name: string }[];
}

export interface AnswerColumnWords {
  yes: string;
  no: string;
}

/**
 * A cell as a reader expects it: option labels in `language`, yes/no as words, lists joined
 * with '; ', files by their attachments' names, numbers kept as numbers (an xlsx sums them).
 */
export function answerCell(
  question: Question,
  row: AnsweredRow,
  language: 'en' | 'fr',
  words: AnswerColumnWords,
): string | number {
  const value = row.answers?.[question.key];
  if (value === undefined) return '';
  if (question.type === 'number' && typeof value === 'number') return value;
  const file = (id: number) => row.attachments?.find((a) => a.id === id)?.name ?? `#${id}`;
  return answerText(question, value, language, { ...words, file });
}

/**
 * One export column per question of `questionnaire` (the version published now, API.md Part 3),
 * headed by its label in `language`, after every other column. A ticket of another version has
 * nothing under a question it was not asked. The office's queue and the inventor's tickets
 * export the same cells.
 */
export function answerExportColumns<T extends AnsweredRow>(
  questionnaire: Pick<FormDefinition, 'sections'> | null,
  language: 'en' | 'fr',
  words: AnswerColumnWords,
): ExportColumn<T>[] {
  if (!questionnaire) return [];
  return questionsOf(questionnaire).map((question) => ({
    key: `answers.${question.key}`,
    header: question.label[language] || question.key,
    value: (row: T) => answerCell(question, row, language, words),
  }));
}
