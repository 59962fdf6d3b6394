import { useGetMeQuery } from '@inventor-portal/shared';
import {
  LANGUAGES,
  switchLanguage,
  useLanguage,
  type Language,
} from '@inventor-portal/shared/i18n';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AccountFormMessage } from '@remote-account/components/account-form-message';
import { useAccountTranslation } from '@remote-account/i18n';
import type { AccountKey } from '@remote-account/lib/account-keys';
import { errorStatus, successStatus, type AccountStatus } from '@remote-account/lib/account-status';
import { useSaveLanguageSettingMutation } from '../api/settings-api';
import { accountLanguage } from '../lib/account-language';

/** Each language is named in itself ('Français' on an English page too), with its `lang`. */
const OPTION_KEYS: Record<Language, AccountKey> = {
  en: 'settings.language.english',
  fr: 'settings.language.french',
};

/**
 * Settings' 'Language' section: the account's language (`me.language`), saved as soon as it is
 * chosen; the page then switches to it and says so in the new language.
 */
export function LanguageSection() {
  const { t } = useAccountTranslation();
  const { data: user } = useGetMeQuery();
  const pageLanguage = useLanguage();
  const [saveLanguage, { isLoading: saving }] = useSaveLanguageSettingMutation();
  // The option just chosen, while it is being saved.
  const [choice, setChoice] = useState<Language | null>(null);
  const [status, setStatus] = useState<AccountStatus>(null);
  const value = choice ?? accountLanguage(user) ?? pageLanguage;
  const disabled = saving || !user;

  const choose = async (language: Language) => {
    setStatus(null);
    setChoice(language);
    try {
      await saveLanguage(language).unwrap();
      await switchLanguage(language);
      setStatus(successStatus('settings.language.saved'));
    } catch (error) {
      setStatus(errorStatus(error, 'settings.language.saveFailed'));
    } finally {
      setChoice(null);
    }
  };

  return (
    <Card component="section" aria-labelledby="language-settings-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography id="language-settings-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('settings.language.heading')}
        </Typography>
        <Typography
          id="language-settings-description"
          variant="body2"
          color="text.secondary"
          sx={{ mb: 2 }}
        >
          {t('settings.language.description')}
        </Typography>
        <FormControl disabled={disabled}>
          {/* Each radio gets its state and handler itself, not only from the group's context: the
              composed portal may load RadioGroup and Radio from different federation chunks,
              where that context does not reach (the radios then showed nothing chosen). */}
          <RadioGroup
            row
            name="language"
            aria-labelledby="language-settings-heading"
            aria-describedby="language-settings-description"
            value={value}
          >
            {LANGUAGES.map((language) => (
              <FormControlLabel
                key={language}
                value={language}
                lang={language}
                disabled={disabled}
                control={
                  <Radio
                    name="language"
                    checked={value === language}
                    onChange={(event) => {
                      if (event.target.checked) void choose(language);
                    }}
                  />
                }
                label={t(OPTION_KEYS[language])}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <AccountFormMessage status={status} />
      </CardContent>
    </Card>
  );
}
