import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getErrorMessage, useDeclareReviewMutation } from '@inventor-portal/shared';
import { REVIEW_LIMITS } from '@inventor-portal/shared/schemas';
import { TitledSection } from '@inventor-portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { useReviewTranslation } from '@remote-review/i18n';

const CHOICES = ['none', 'conflict'] as const;

/**
 * The conflict-of-interest declaration: until it is made the reviewer sees only the title. "No
 * conflict" opens the ticket; a conflict (with an optional note) closes it for good.
 */
export function DeclarationForm({ reviewId }: { reviewId: number }) {
  const { t } = useReviewTranslation();
  const [choice, setChoice] = useState<'none' | 'conflict' | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [declare, { isLoading, error }] = useDeclareReviewMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === '') {
      setMissing(true);
      return;
    }
    const conflict = choice === 'conflict';
    const trimmed = note.trim();
    void declare({ id: reviewId, conflict, note: conflict && trimmed ? trimmed : undefined });
  };

  return (
    <TitledSection title={t('declare.title')}>
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
        <Typography>{t('declare.intro')}</Typography>
        <FormControl error={missing} required>
          <FormLabel id="declare-choice-label">{t('declare.question')}</FormLabel>
          {/* Each radio gets its state and handler itself: in the composed portal RadioGroup
              and Radio may come from different federation chunks, where the group's context
              does not reach. */}
          <RadioGroup aria-labelledby="declare-choice-label" name="conflict" value={choice}>
            {CHOICES.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                label={t(`declare.${option}`)}
                control={
                  <Radio
                    name="conflict"
                    checked={choice === option}
                    onChange={(event) => {
                      if (!event.target.checked) return;
                      setChoice(option);
                      setMissing(false);
                    }}
                  />
                }
              />
            ))}
          </RadioGroup>
          {missing ? (
            <Typography role="alert" color="error" variant="body2">
              {t('declare.choose')}
            </Typography>
          ) : null}
        </FormControl>
        {choice === 'conflict' ? (
          <TextField
            label={t('declare.note')}
            helperText={t('declare.noteHelp')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: REVIEW_LIMITS.conflictNote } }}
          />
        ) : null}
        {error ? (
          <Alert severity="error">{getErrorMessage(error, t('common.tryAgain'))}</Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          disabled={isLoading}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('declare.submit')}
        </Button>
      </Stack>
    </TitledSection>
  );
}
