import type {
  FormDefinition,
  FormDefinitionInput,
  FormVersion,
  QuestionType,
} from '@inventor-portal/shared/schemas';

/**
 * The builder's working copy of a definition: every section, question and option carries a
 * client id (`uid`) so React and dnd-kit keep track of it while it is moved or its key retyped.
 */

export interface BuilderOption {
  uid: string;
  value: string;
  label: { en: string; fr: string };
}

export interface BuilderQuestion {
  uid: string;
  key: string;
  type: QuestionType;
  label: { en: string; fr: string };
  help: { en: string; fr: string };
  required: boolean;
  options: BuilderOption[];
  /** '' = always shown. */
  showWhenQuestion: string;
  showWhenEquals: Array<string | boolean>;
  maxLength?: number;
  min?: number;
  max?: number;
  maxFiles?: number;
}

export interface BuilderSection {
  uid: string;
  title: { en: string; fr: string };
  questions: BuilderQuestion[];
}

let counter = 0;
export const newUid = (kind: string) => `${kind}-${Date.now().toString(36)}-${(counter += 1)}`;

const blank = () => ({ en: '', fr: '' });

export const newOption = (): BuilderOption => ({ uid: newUid('o'), value: '', label: blank() });

export const newQuestion = (key = ''): BuilderQuestion => ({
  uid: newUid('q'),
  key,
  type: 'text',
  label: blank(),
  help: blank(),
  required: false,
  options: [],
  showWhenQuestion: '',
  showWhenEquals: [],
});

export const newSection = (): BuilderSection => ({
  uid: newUid('s'),
  title: blank(),
  questions: [],
});

/** A version (or none) as the builder's working copy. */
export function toBuilder(version: Pick<FormVersion, 'sections'> | null): BuilderSection[] {
  if (!version) return [newSection()];
  return version.sections.map((section) => ({
    uid: newUid('s'),
    title: { ...section.title },
    questions: section.questions.map((q) => ({
      uid: newUid('q'),
      key: q.key,
      type: q.type,
      label: { ...q.label },
      help: { en: q.help?.en ?? '', fr: q.help?.fr ?? '' },
      required: q.required,
      options: (q.options ?? []).map((o) => ({
        uid: newUid('o'),
        value: o.value,
        label: { ...o.label },
      })),
      showWhenQuestion: q.show_when?.question ?? '',
      showWhenEquals: q.show_when
        ? Array.isArray(q.show_when.equals)
          ? [...q.show_when.equals]
          : [q.show_when.equals]
        : [],
      maxLength: q.max_length,
      min: q.min,
      max: q.max,
      maxFiles: q.max_files,
    })),
  }));
}

const CHOICES: readonly QuestionType[] = ['choice', 'multi_choice'];

/** The working copy as the definition the server takes (only what each type uses). */
export function toDefinition(sections: BuilderSection[]): FormDefinitionInput {
  return {
    sections: sections.map((section) => ({
      title: section.title,
      questions: section.questions.map((q) => {
        const help = q.help.en.trim() || q.help.fr.trim() ? { help: q.help } : {};
        const equals = q.showWhenEquals.length === 1 ? q.showWhenEquals[0] : q.showWhenEquals;
        return {
          key: q.key,
          type: q.type,
          label: q.label,
          ...help,
          required: q.required,
          ...(CHOICES.includes(q.type)
            ? { options: q.options.map((o) => ({ value: o.value, label: o.label })) }
            : {}),
          ...(q.showWhenQuestion ? { show_when: { question: q.showWhenQuestion, equals } } : {}),
          ...((q.type === 'text' || q.type === 'long_text') && q.maxLength !== undefined
            ? { max_length: q.maxLength }
            : {}),
          ...(q.type === 'number' && q.min !== undefined ? { min: q.min } : {}),
          ...(q.type === 'number' && q.max !== undefined ? { max: q.max } : {}),
          ...(q.type === 'files' && q.maxFiles !== undefined ? { max_files: q.maxFiles } : {}),
        };
      }),
    })),
  };
}

/** The definition as the preview renders it, even while parts are still invalid. */
export const previewDefinition = (sections: BuilderSection[]) =>
  toDefinition(sections) as unknown as Pick<FormDefinition, 'sections'>;

/** Moves an item of a list from one index to another. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The next unused key of the form `question_N`. */
export function freshKey(sections: BuilderSection[]): string {
  const keys = new Set(sections.flatMap((s) => s.questions.map((q) => q.key)));
  let n = keys.size + 1;
  while (keys.has(`question_${n}`)) n += 1;
  return `question_${n}`;
}
