/**
 * Issue 30's budget (API.md Part 3 "The office's questionnaire"): the tickets list and the office
 * queue keep their p99 with 20 questions answered on every ticket. One published version of 20
 * questions, and the answers of every ticket, as the server stores them (`ticket_answers`, with
 * their search text), so the lists are measured with the answers beside them.
 */
import {
  formDefinitionSchema,
  type Answers,
  type FormDefinition,
} from '@inventor-portal/shared/schemas';
import { answersSearchText } from '../server/src/modules/forms/forms.mapper';
import type { Cell, SeedTable } from './seed-data';

export const BENCH_FORM_VERSION = 1;
const QUESTIONS = 20;

const OPTIONS = ['anr', 'erc', 'industry'].map((value) => ({
  value,
  label: { en: `Funder ${value}`, fr: `Financeur ${value}` },
}));

/** 20 questions: short texts, choices, yes/no and long texts in turn. */
export const BENCH_QUESTIONNAIRE: FormDefinition = formDefinitionSchema.parse({
  sections: [
    {
      title: { en: 'Bench questions', fr: 'Questions du banc' },
      questions: Array.from({ length: QUESTIONS }, (_, i) => {
        const type = (['text', 'choice', 'yes_no', 'long_text'] as const)[i % 4];
        return {
          key: `q${i + 1}`,
          type,
          label: { en: `Question ${i + 1}`, fr: `Question ${i + 1}` },
          required: false,
          ...(type === 'choice' ? { options: OPTIONS } : {}),
        };
      }),
    },
  ],
});

/** The answers of ticket `id`: every question answered. */
export function benchAnswers(id: number): Answers {
  const answers: Answers = {};
  BENCH_QUESTIONNAIRE.sections[0].questions.forEach((question, i) => {
    if (question.type === 'text') answers[question.key] = `Answer ${i + 1} of ticket ${id}`;
    else if (question.type === 'choice') answers[question.key] = OPTIONS[(id + i) % 3].value;
    else if (question.type === 'yes_no') answers[question.key] = (id + i) % 2 === 0;
    else
      answers[question.key] =
        `Notes ${i + 1} on ticket ${id}: materials, licences and partners as agreed in the lab.`;
  });
  return answers;
}

/** The published version (before the tickets, which name it). */
export function benchFormVersionTable(created: string): SeedTable {
  return {
    name: 'form_versions',
    explicitIds: true,
    columns: [
      ['id', 'int'],
      ['status', 'text'],
      ['definition', 'text'],
      ['questions_count', 'int'],
      ['published_at', 'text'],
      ['created_at', 'text'],
      ['updated_at', 'text'],
    ],
    rows: [
      [
        BENCH_FORM_VERSION,
        'published',
        JSON.stringify({ sections: BENCH_QUESTIONNAIRE.sections }),
        QUESTIONS,
        created,
        created,
        created,
      ],
    ],
  };
}

/** One `ticket_answers` row per ticket (after the tickets). */
export function benchAnswersTable(rows: Cell[][]): SeedTable {
  return {
    name: 'ticket_answers',
    columns: [
      ['ticket_id', 'int'],
      ['answers', 'text'],
      ['search_text', 'text'],
    ],
    rows,
  };
}

/** A row of `ticket_answers` for ticket `id`. */
export function benchAnswersRow(id: number, answers: Answers): Cell[] {
  return [id, JSON.stringify(answers), answersSearchText(BENCH_QUESTIONNAIRE, answers)];
}
