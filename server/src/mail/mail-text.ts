import { catalogT, MAIL_NAMESPACE, type TFunction } from '@inventor-portal/shared/catalogs';
import type { Language } from '@inventor-portal/shared/schemas';

/** `t` over the `mail` catalog (`shared/src/locales/mail/{en,fr}.json`) in the recipient's language. */
export const mailT = (language: Language): TFunction => catalogT(language, MAIL_NAMESPACE);

/** The ticket's title in the language's quotation marks: `“Solar roof”`, `« Solar roof »`. */
export const quoted = (t: TFunction, title: string): string => t('quoted', { title });

/** `Hello Ada,`, or `Hello,` without a name. */
export const greeting = (t: TFunction, name: string | null | undefined): string =>
  name ? t('greeting', { context: 'named', name }) : t('greeting');
