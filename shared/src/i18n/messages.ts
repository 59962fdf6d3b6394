import type { translateMessage as translateWithMap } from '../messages';
import { currentLanguage } from './language';
import type { Language } from './languages';

/**
 * The French of the schemas' and the server's English messages (`shared/src/messages`) comes
 * with the French shared catalog, by dynamic import: an English page (/login first) never
 * downloads it. Until it has arrived, messages stay English.
 */
let translateLoaded: typeof translateWithMap | undefined;

/** Downloads the translations of the messages into `language` (nothing to do for English). */
export async function loadMessageTranslations(language: Language): Promise<void> {
  if (language === 'en' || translateLoaded) return;
  const { translateMessage } = await import('../messages');
  translateLoaded = translateMessage;
}

/**
 * A validation or server message (English, the API's exact text) in `language`, by default the
 * page's. A message without a translation, or already translated, is returned as is, so
 * translating twice is harmless.
 */
export function translateMessage(message: string, language: Language = currentLanguage()): string {
  return translateLoaded ? translateLoaded(message, language) : message;
}
