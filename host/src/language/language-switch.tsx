import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  LANGUAGES,
  switchLanguage,
  useLanguage,
  type Language,
} from '@inventor-portal/shared/i18n';
import { useHostTranslation } from '../i18n';
import { LANGUAGE_NAMES } from './language-names';

/**
 * The language choice of the public pages: one pressed button per language, each named in its
 * own language. The pick is explicit, so the shell saves it to the account at sign-in. Plain
 * buttons in a labelled group rather than MUI's ToggleButtonGroup: /login's first load gains
 * no module (issue 9 budget).
 */
export function LanguageSwitch() {
  const { t } = useHostTranslation();
  const pageLanguage = useLanguage();
  const choose = (language: Language) => {
    void switchLanguage(language, { explicit: true }).catch((error: unknown) =>
      console.error('Could not switch the language', error),
    );
  };
  return (
    <Box role="group" aria-label={t('language.label')} sx={{ display: 'flex', gap: 0.5 }}>
      {LANGUAGES.map((language) => {
        const pressed = language === pageLanguage;
        return (
          <Button
            key={language}
            lang={language}
            size="small"
            variant={pressed ? 'outlined' : 'text'}
            aria-pressed={pressed}
            onClick={() => choose(language)}
            sx={{ minWidth: 0, px: 1 }}
          >
            {LANGUAGE_NAMES[language]}
          </Button>
        );
      })}
    </Box>
  );
}
