import { sql, type RawBuilder } from 'kysely';
import {
  questionsOf,
  type Answers,
  type FormDefinition,
  type FormVersion,
  type FormStatus,
} from '@inventor-portal/shared/schemas';
import { normalizeSearch } from '@server/lib/search-text';
import type { FormVersionRow } from './forms.repository';

/** Rows of the questionnaire's tables → API objects, and the search the office queue joins with. */

export const EMPTY_DEFINITION: Pick<FormDefinition, 'sections'> = { sections: [] };

/** `form_versions.definition` holds the JSON of `{sections}` as validated when it was saved. */
export function definitionOf(json: string | undefined): Pick<FormDefinition, 'sections'> {
  if (!json) return EMPTY_DEFINITION;
  const parsed = JSON.parse(json) as Pick<FormDefinition, 'sections'>;
  return { sections: parsed.sections ?? [] };
}

/** What a questionnaire version is shown from. */
type FormVersionShown = Pick<FormVersionRow, 'id' | 'status' | 'definition' | 'published_at'>;

export function toFormVersion(row: FormVersionShown): FormVersion {
  return {
    version: row.id,
    status: row.status as FormStatus,
    published_at: row.published_at,
    sections: definitionOf(row.definition).sections,
  };
}

/**
 * A ticket's questionnaire version as those who read its answers see it: none for a draft
 * (never answered) or for a definition that no longer parses.
 */
export function answeredFormVersion(row: FormVersionShown | null | undefined): FormVersion | null {
  if (!row || row.status === 'draft') return null;
  try {
    return toFormVersion(row);
  } catch {
    return null;
  }
}

/** `ticket_answers.answers` holds a JSON object of answers. */
export function answersOf(json: string | undefined): Answers {
  if (!json) return {};
  const parsed: unknown = JSON.parse(json);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Answers)
    : {};
}

/**
 * What the office queue search matches in a ticket's answers: the texts, numbers and dates as
 * given, and the chosen options' labels in both languages; lower case, accents stripped.
 */
export function answersSearchText(definition: Pick<FormDefinition, 'sections'>, answers: Answers) {
  const parts: string[] = [];
  for (const question of questionsOf(definition)) {
    const value = answers[question.key];
    if (value === undefined || question.type === 'files' || question.type === 'yes_no') continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const option = question.options?.find((o) => o.value === item);
      parts.push(option ? `${option.label.en} ${option.label.fr}` : String(item));
    }
  }
  return normalizeSearch(parts.join(' \n '));
}

/**
 * The ids of the tickets whose answers contain the search text (a subquery for the office queue
 * search): SQLite looks texts of three characters or more up in ticket_answers_fts (trigram,
 * migration 015); shorter texts, and PostgreSQL, test the rows with LIKE (`pattern`: an escaped
 * contains-pattern of the normalised text).
 */
export function ticketsWithAnswersMatching(
  search: string,
  pattern: string,
  sqlite: boolean,
): RawBuilder<unknown> {
  const normalized = normalizeSearch(search);
  if (sqlite && [...normalized].length >= 3) {
    const phrase = `"${normalized.replace(/"/g, '""')}"`;
    return sql`select rowid from ticket_answers_fts where ticket_answers_fts match ${phrase}`;
  }
  return sql`select ta.ticket_id from ticket_answers ta where ta.search_text like ${pattern} escape '\\'`;
}
