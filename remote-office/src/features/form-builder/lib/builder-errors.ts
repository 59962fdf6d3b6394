import { translateMessage } from '@inventor-portal/shared/i18n';
import { definitionErrors, formDefinitionSchema } from '@inventor-portal/shared/schemas';
import type { BuilderSection } from './builder-state';
import { toDefinition } from './builder-state';

/** Messages by path (`sections.0.questions.2.key`), as the server answers a refused definition. */
export type DefinitionErrors = Record<string, string[]>;

/** The same rules the server applies, run on the working copy. */
export function checkDefinition(sections: BuilderSection[]): DefinitionErrors {
  const result = formDefinitionSchema.safeParse(toDefinition(sections));
  return result.success ? {} : definitionErrors(result.error);
}

/** The paths of a 400 answer's body (everything but `detail` and `error`). */
export function serverDefinitionErrors(error: unknown): DefinitionErrors | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as { data: unknown };
  if (typeof data !== 'object' || data === null) return undefined;
  const errors: DefinitionErrors = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'detail' || key === 'error' || !Array.isArray(value)) continue;
    errors[key] = value.filter((v): v is string => typeof v === 'string');
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** Reads the messages under one prefix: `at('key')` is the first message of `<prefix>.key`. */
export function errorReader(errors: DefinitionErrors, prefix: string) {
  const at = (path: string): string | undefined => {
    const message = errors[`${prefix}.${path}`]?.[0];
    return message ? translateMessage(message) : undefined;
  };
  /** Messages under the prefix no field shows (`shown`: the paths the fields show). */
  const others = (shown: readonly string[]): string[] =>
    Object.entries(errors)
      .filter(([path]) => path.startsWith(`${prefix}.`) || path === prefix)
      .filter(([path]) => !shown.some((field) => path === `${prefix}.${field}`))
      .flatMap(([, messages]) => messages.map((m) => translateMessage(m)));
  return { at, others };
}

export const errorCount = (errors: DefinitionErrors) => Object.keys(errors).length;
