import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CONDITION_TYPES } from '@inventor-portal/shared/schemas';
import { useLanguage } from '@inventor-portal/shared/i18n';
import { useOfficeTranslation } from '@remote-office/i18n';
import type { BuilderQuestion } from '../lib/builder-state';

interface ShowWhenEditorProps {
  id: string;
  question: BuilderQuestion;
  /** The questions before this one, in order (a condition names an earlier question). */
  earlier: BuilderQuestion[];
  onChange: (change: Pick<BuilderQuestion, 'showWhenQuestion' | 'showWhenEquals'>) => void;
  errors: { question?: string; equals?: string };
}

/** "Show when": always, or when an earlier choice or yes/no question has one of some answers. */
export function ShowWhenEditor({ id, question, earlier, onChange, errors }: ShowWhenEditorProps) {
  const { t } = useOfficeTranslation();
  const language = useLanguage();
  const candidates = earlier.filter((q) => CONDITION_TYPES.includes(q.type) && q.key !== '');
  const target = earlier.find((q) => q.key === question.showWhenQuestion);
  // A condition naming a question that is not a candidate any more still shows, to be fixed.
  const listed =
    question.showWhenQuestion && !candidates.some((q) => q.key === question.showWhenQuestion)
      ? [...candidates, { key: question.showWhenQuestion, label: { en: '', fr: '' } }]
      : candidates;
  const values: Array<{ value: string | boolean; label: string }> =
    target?.type === 'yes_no'
      ? [
          { value: true, label: t('formBuilder.showWhen.yes') },
          { value: false, label: t('formBuilder.showWhen.no') },
        ]
      : (target?.options ?? []).map((o) => ({
          value: o.value,
          label: o.label[language] || o.value,
        }));
  const toggle = (value: string | boolean, on: boolean) =>
    onChange({
      showWhenQuestion: question.showWhenQuestion,
      showWhenEquals: on
        ? [...question.showWhenEquals, value]
        : question.showWhenEquals.filter((v) => v !== value),
    });
  return (
    <Stack spacing={1.5}>
      <TextField
        id={`${id}-question`}
        select
        size="small"
        label={t('formBuilder.showWhen.question')}
        value={question.showWhenQuestion}
        onChange={(event) => onChange({ showWhenQuestion: event.target.value, showWhenEquals: [] })}
        error={errors.question !== undefined}
        helperText={errors.question ?? t('formBuilder.showWhen.hint')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('formBuilder.showWhen.always')}</option>
        {listed.map((q) => (
          <option key={q.key} value={q.key}>
            {q.label[language] ? `${q.label[language]} (${q.key})` : q.key}
          </option>
        ))}
      </TextField>
      {question.showWhenQuestion && values.length > 0 ? (
        <FormControl component="fieldset" error={errors.equals !== undefined}>
          <FormLabel component="legend" error={errors.equals !== undefined}>
            {t('formBuilder.showWhen.equals')}
          </FormLabel>
          <FormGroup row>
            {values.map((item) => (
              <FormControlLabel
                key={String(item.value)}
                control={
                  <Checkbox
                    checked={question.showWhenEquals.includes(item.value)}
                    onChange={(event) => toggle(item.value, event.target.checked)}
                  />
                }
                label={item.label}
              />
            ))}
          </FormGroup>
          {errors.equals ? <FormHelperText error>{errors.equals}</FormHelperText> : null}
        </FormControl>
      ) : null}
    </Stack>
  );
}
