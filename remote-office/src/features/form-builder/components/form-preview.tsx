import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { QuestionnaireFields } from '@inventor-portal/shared/forms';
import { LANGUAGES, useLanguage, type Language } from '@inventor-portal/shared/i18n';
import type { FormDefinition } from '@inventor-portal/shared/schemas';
import { useState } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';

/**
 * The questionnaire exactly as an inventor sees it, in either language: the inventor's own
 * component, answerable, so the "show when" rules can be tried out. Nothing is saved.
 */
export function FormPreview({ definition }: { definition: Pick<FormDefinition, 'sections'> }) {
  const { t } = useOfficeTranslation();
  const pageLanguage = useLanguage();
  const [language, setLanguage] = useState<Language>(pageLanguage);
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  return (
    <Paper
      component="section"
      aria-labelledby="form-preview-heading"
      variant="outlined"
      sx={{ p: { xs: 1.5, md: 2.5 } }}
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography id="form-preview-heading" variant="h6" component="h2">
            {t('formBuilder.preview.title')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={language}
            onChange={(_event, next: Language | null) => next && setLanguage(next)}
            aria-label={t('formBuilder.preview.language')}
          >
            {/* `selected` and `onChange` on each button: the group's context may not reach them
                (federation chunks). */}
            {LANGUAGES.map((option) => (
              <ToggleButton
                key={option}
                value={option}
                lang={option}
                selected={language === option}
                onChange={() => setLanguage(option)}
              >
                {t(`formBuilder.languages.${option}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('formBuilder.preview.hint')}
        </Typography>
        <div lang={language}>
          {definition.sections.some((s) => s.questions.length > 0) ? (
            <QuestionnaireFields
              definition={definition}
              language={language}
              answers={answers}
              onChange={setAnswers}
              idPrefix="form-preview"
              headingLevel="h3"
            />
          ) : (
            <Typography variant="body2">{t('formBuilder.preview.empty')}</Typography>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
