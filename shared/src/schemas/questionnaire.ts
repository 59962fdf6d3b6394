import { z } from 'zod';

/**
 * The office's questionnaire (API.md Part 3 "The office's questionnaire"): a form version's
 * definition, the rules that refuse one (with the path of the problem), and the shapes the
 * routes answer. The answers' rules are in questionnaire-answers.ts. The builder, the inventor's
 * form and the server use these same schemas and messages.
 */

export const QUESTION_TYPES = [
  'text',
  'long_text',
  'number',
  'date',
  'choice',
  'multi_choice',
  'yes_no',
  'files',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const FORM_STATUSES = ['draft', 'published', 'retired'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** Types whose answers are option values: they need options. */
export const CHOICE_TYPES: readonly QuestionType[] = ['choice', 'multi_choice'];
/** Types a `show_when` may name. */
export const CONDITION_TYPES: readonly QuestionType[] = ['choice', 'multi_choice', 'yes_no'];

export const QUESTIONNAIRE_LIMITS = {
  /** `text` answers: `max_length` by default, and at most. */
  text: 255,
  /** `long_text` answers. */
  longText: 5000,
  /** `files` answers: `max_files` by default. */
  files: 5,
  /** An attachment list holds at most this many (API.md Part 3 "Attachments"). */
  filesMax: 20,
  label: 500,
  help: 2000,
  optionValue: 100,
  sections: 20,
  questions: 100,
  options: 50,
} as const;

export const QUESTION_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

export const QUESTION_KEY_INVALID =
  'Use a lower-case letter first, then lower-case letters, digits or _ (40 at most).';
export const QUESTION_KEY_REPEATED = 'This key is already used.';
export const ENGLISH_TEXT_REQUIRED = 'Enter the English text.';
export const FRENCH_TEXT_REQUIRED = 'Enter the French text.';
export const OPTIONS_REQUIRED = 'Add at least one option.';
export const OPTION_VALUE_REQUIRED = 'Enter the option’s value.';
export const OPTION_VALUE_REPEATED = 'This value is already used.';
export const SHOW_WHEN_LATER = 'Show it after the question it depends on.';
export const SHOW_WHEN_UNKNOWN = 'Choose an earlier question.';
export const SHOW_WHEN_TYPE = 'Depend on a choice, multiple choice or yes/no question.';
export const SHOW_WHEN_VALUE = 'Choose one of that question’s answers.';
export const MIN_ABOVE_MAX = 'The minimum must not be above the maximum.';
export const QUESTION_TYPE_INVALID = `Type must be one of: ${QUESTION_TYPES.join(', ')}.`;
export const FORM_PUBLISHED_READ_ONLY = 'A published form cannot be changed.';
export const FORM_NOT_DRAFT = 'Only a draft can be published.';

const text = (max: number) =>
  z.string({ message: 'Enter text.' }).trim().max(max, `Max ${max} characters`);

/** A text in both languages: both required. */
const localizedRequired = (max: number) =>
  z.object({
    en: text(max).min(1, ENGLISH_TEXT_REQUIRED),
    fr: text(max).min(1, FRENCH_TEXT_REQUIRED),
  });

/** A help text: optional, in both languages (either may be empty). */
const localizedOptional = (max: number) =>
  z.object({ en: text(max).default(''), fr: text(max).default('') });

export const localizedTextSchema = z.object({ en: z.string(), fr: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

const optionSchema = z.object({
  value: text(QUESTIONNAIRE_LIMITS.optionValue).min(1, OPTION_VALUE_REQUIRED),
  label: localizedRequired(QUESTIONNAIRE_LIMITS.label),
});

const conditionValue = z.union([z.string(), z.boolean()]);

const showWhenSchema = z.object({
  question: z.string({ message: SHOW_WHEN_UNKNOWN }),
  equals: z.union([conditionValue, z.array(conditionValue).min(1, SHOW_WHEN_VALUE)]),
});

const count = (max: number) => z.number({ message: 'Enter a number.' }).int().min(1).max(max);

const questionSchema = z.object({
  key: z
    .string({ message: QUESTION_KEY_INVALID })
    .regex(QUESTION_KEY_PATTERN, QUESTION_KEY_INVALID),
  type: z.enum(QUESTION_TYPES, { message: QUESTION_TYPE_INVALID }),
  label: localizedRequired(QUESTIONNAIRE_LIMITS.label),
  help: localizedOptional(QUESTIONNAIRE_LIMITS.help).optional(),
  required: z.boolean({ message: 'Use true or false.' }).default(false),
  options: z.array(optionSchema).max(QUESTIONNAIRE_LIMITS.options).optional(),
  show_when: showWhenSchema.optional(),
  max_length: count(QUESTIONNAIRE_LIMITS.longText).optional(),
  min: z.number({ message: 'Enter a number.' }).optional(),
  max: z.number({ message: 'Enter a number.' }).optional(),
  max_files: count(QUESTIONNAIRE_LIMITS.filesMax).optional(),
});
export type Question = z.infer<typeof questionSchema>;
export type QuestionInput = z.input<typeof questionSchema>;

const sectionSchema = z.object({
  title: localizedRequired(QUESTIONNAIRE_LIMITS.label),
  questions: z.array(questionSchema).max(QUESTIONNAIRE_LIMITS.questions),
});
export type FormSection = z.infer<typeof sectionSchema>;

type Issue = { path: (string | number)[]; message: string };

/** The rules between questions: keys unique, options present, `show_when` naming an earlier one. */
function crossQuestionIssues(sections: FormSection[]): Issue[] {
  const issues: Issue[] = [];
  const earlier = new Map<string, Question>();
  const everyKey = new Set(sections.flatMap((s) => s.questions.map((q) => q.key)));
  sections.forEach((section, s) => {
    section.questions.forEach((question, q) => {
      const at = (...rest: (string | number)[]) => ['sections', s, 'questions', q, ...rest];
      if (earlier.has(question.key))
        issues.push({ path: at('key'), message: QUESTION_KEY_REPEATED });
      if (CHOICE_TYPES.includes(question.type)) {
        if (!question.options?.length)
          issues.push({ path: at('options'), message: OPTIONS_REQUIRED });
        const seen = new Set<string>();
        question.options?.forEach((option, o) => {
          if (seen.has(option.value))
            issues.push({ path: at('options', o, 'value'), message: OPTION_VALUE_REPEATED });
          seen.add(option.value);
        });
      }
      if (question.min !== undefined && question.max !== undefined && question.min > question.max)
        issues.push({ path: at('min'), message: MIN_ABOVE_MAX });
      if (question.type === 'text' && (question.max_length ?? 0) > QUESTIONNAIRE_LIMITS.text)
        issues.push({
          path: at('max_length'),
          message: `Max ${QUESTIONNAIRE_LIMITS.text} characters`,
        });
      const condition = question.show_when;
      if (condition) {
        const target = earlier.get(condition.question);
        if (!target) {
          const later = everyKey.has(condition.question) && condition.question !== question.key;
          issues.push({
            path: at('show_when', 'question'),
            message:
              later || condition.question === question.key ? SHOW_WHEN_LATER : SHOW_WHEN_UNKNOWN,
          });
        } else if (!CONDITION_TYPES.includes(target.type)) {
          issues.push({ path: at('show_when', 'question'), message: SHOW_WHEN_TYPE });
        } else {
          const allowed: Array<string | boolean> =
            target.type === 'yes_no'
              ? [true, false]
              : (target.options ?? []).map((option) => option.value);
          const values = Array.isArray(condition.equals) ? condition.equals : [condition.equals];
          if (values.some((v) => !allowed.includes(v)))
            issues.push({ path: at('show_when', 'equals'), message: SHOW_WHEN_VALUE });
        }
      }
      if (!earlier.has(question.key)) earlier.set(question.key, question);
    });
  });
  return issues;
}

/** What `POST` and `PUT /api/office/forms/…` take. */
export const formDefinitionSchema = z
  .object({
    sections: z
      .array(sectionSchema, { message: 'Sections must be a list.' })
      .max(QUESTIONNAIRE_LIMITS.sections, `At most ${QUESTIONNAIRE_LIMITS.sections} sections`),
  })
  .superRefine((definition, ctx) => {
    const total = definition.sections.reduce((n, s) => n + s.questions.length, 0);
    if (total > QUESTIONNAIRE_LIMITS.questions)
      ctx.addIssue({
        code: 'custom',
        path: ['sections'],
        message: `At most ${QUESTIONNAIRE_LIMITS.questions} questions`,
      });
    for (const issue of crossQuestionIssues(definition.sections))
      ctx.addIssue({ code: 'custom', ...issue });
  });
export type FormDefinition = z.infer<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

/**
 * A refused definition's messages by the full path of each problem, list indexes included
 * (`{"sections.0.questions.2.key": [...]}`): the server's 400 and the builder's marks.
 */
export function definitionErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'sections';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Every question of a definition, in order. */
export const questionsOf = (definition: Pick<FormDefinition, 'sections'>): Question[] =>
  definition.sections.flatMap((section) => section.questions);

// The shapes the routes answer.

const questionOutSchema = z.object({
  key: z.string(),
  type: z.enum(QUESTION_TYPES),
  label: localizedTextSchema,
  help: localizedTextSchema.optional(),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: localizedTextSchema })).optional(),
  show_when: z
    .object({
      question: z.string(),
      equals: z.union([conditionValue, z.array(conditionValue)]),
    })
    .optional(),
  max_length: z.number().int().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  max_files: z.number().int().optional(),
});

/** A form version (`GET /api/office/forms/{version}/`, `GET /api/inventors/form/`). */
export const formVersionSchema = z.object({
  version: z.number().int().nullable(),
  status: z.enum(FORM_STATUSES).optional(),
  published_at: z.string().nullable().optional(),
  sections: z.array(
    z.object({ title: localizedTextSchema, questions: z.array(questionOutSchema) }),
  ),
});
export type FormVersion = z.infer<typeof formVersionSchema>;

/** One row of `GET /api/office/forms/`. */
export const formVersionSummarySchema = z.object({
  version: z.number().int(),
  status: z.enum(FORM_STATUSES),
  published_at: z.string().nullable(),
  questions_count: z.number().int(),
  tickets_count: z.number().int(),
});
export type FormVersionSummary = z.infer<typeof formVersionSummarySchema>;
export const formVersionListSchema = z.array(formVersionSummarySchema);

/** The ticket's additions (ticket.ts): the version it answers, and its answers (detail only). */
export const answerValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string(), z.number()])),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;
export type Answers = Record<string, AnswerValue>;
/** `answers=true` on the office queue: each row carries its answers (the exports ask for them). */
export const withAnswersQuerySchema = z
  .enum(['true', 'false'], { message: 'Use true or false.' })
  .transform((v) => v === 'true');

export const ticketQuestionnaireShape = {
  form_version: z.number().int().nullable(),
  /** Present where one ticket is read; lists leave it out (they do not show it). */
  answers: z.record(z.string(), answerValueSchema).optional(),
};
