import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  getErrorMessage,
  useSaveReviewMutation,
  useSubmitReviewMutation,
} from '@inventor-portal/shared';
import {
  REVIEW_LIMITS,
  REVIEW_RECOMMENDATIONS,
  type RubricCriterion,
} from '@inventor-portal/shared/schemas';
import { useLanguage } from '@inventor-portal/shared/i18n';
import { TitledSection } from '@inventor-portal/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useReviewTranslation } from '@remote-review/i18n';
import { missingForSubmit, SAVE_DELAY_MS, SCORE_LEVELS, type ScoringValues } from '../lib/scoring';

type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

interface ScoringFormProps {
  reviewId: number;
  criteria: readonly RubricCriterion[];
  initial: ScoringValues;
}

/**
 * The scoring form: 1–5 per criterion (each level described), a recommendation and a comment,
 * saved as the reviewer goes (one PUT after each pause, "Saved" announced politely), then
 * submitted for good after a confirmation.
 */
export function ScoringForm({ reviewId, criteria, initial }: ScoringFormProps) {
  const { t } = useReviewTranslation();
  const language = useLanguage();
  const [values, setValues] = useState<ScoringValues>(initial);
  const [dirty, setDirty] = useState(false);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [confirming, setConfirming] = useState(false);
  const [showMissing, setShowMissing] = useState(false);
  const [save] = useSaveReviewMutation();
  const [submit, { isLoading: submitting, error: submitError }] = useSubmitReviewMutation();
  const latest = useRef(values);
  latest.current = values;

  const saveNow = async (): Promise<boolean> => {
    setStatus('saving');
    const { scores, recommendation, comment } = latest.current;
    const result = await save({ id: reviewId, scores, recommendation, comment });
    const ok = !('error' in result);
    setStatus(ok ? 'saved' : 'error');
    return ok;
  };

  useEffect(() => {
    if (!dirty) return undefined;
    const timer = setTimeout(() => {
      setDirty(false);
      void saveNow();
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // saveNow reads the latest values through a ref: a new render does not restart the pause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, dirty]);

  const change = (patch: Partial<ScoringValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setDirty(true);
  };

  const missing = missingForSubmit(criteria, values);
  const complete = missing.criteria.length === 0 && !missing.recommendation;

  const onSubmitClick = () => {
    if (!complete) {
      setShowMissing(true);
      return;
    }
    setConfirming(true);
  };

  const onConfirm = async () => {
    setDirty(false);
    const saved = await saveNow();
    if (saved) await submit(reviewId);
    setConfirming(false);
  };

  return (
    <TitledSection title={t('score.title')}>
      <Stack spacing={3}>
        <Typography color="text.secondary">{t('score.intro')}</Typography>
        {criteria.map((criterion) => {
          const labelId = `criterion-${criterion.key}-label`;
          const isMissing = showMissing && missing.criteria.includes(criterion.key);
          return (
            <FormControl key={criterion.key} component="fieldset" error={isMissing}>
              <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600 }}>
                {t('score.criterion', {
                  label: criterion.label[language] || criterion.label.en,
                  weight: criterion.weight,
                })}
              </FormLabel>
              {/* Each radio gets its state and handler itself: in the composed portal
                  RadioGroup and Radio may come from different federation chunks, where the
                  group's context does not reach. */}
              <RadioGroup
                aria-labelledby={labelId}
                name={`score-${criterion.key}`}
                value={values.scores[criterion.key] ? String(values.scores[criterion.key]) : ''}
              >
                {SCORE_LEVELS.map((level) => (
                  <FormControlLabel
                    key={level}
                    value={String(level)}
                    label={t(`score.level.${level}`)}
                    control={
                      <Radio
                        name={`score-${criterion.key}`}
                        checked={values.scores[criterion.key] === level}
                        onChange={(event) => {
                          if (!event.target.checked) return;
                          change({ scores: { ...values.scores, [criterion.key]: level } });
                        }}
                      />
                    }
                  />
                ))}
              </RadioGroup>
              {isMissing ? (
                <Typography color="error" variant="body2">
                  {t('score.missingScore')}
                </Typography>
              ) : null}
            </FormControl>
          );
        })}
        <FormControl component="fieldset" error={showMissing && missing.recommendation}>
          <FormLabel component="legend" id="recommendation-label" sx={{ fontWeight: 600 }}>
            {t('score.recommendation')}
          </FormLabel>
          <RadioGroup
            aria-labelledby="recommendation-label"
            name="recommendation"
            value={values.recommendation ?? ''}
          >
            {REVIEW_RECOMMENDATIONS.map((r) => (
              <FormControlLabel
                key={r}
                value={r}
                label={t(`shared:reviewRecommendation.${r}`)}
                control={
                  <Radio
                    name="recommendation"
                    checked={values.recommendation === r}
                    onChange={(event) => {
                      if (event.target.checked) change({ recommendation: r });
                    }}
                  />
                }
              />
            ))}
          </RadioGroup>
          {showMissing && missing.recommendation ? (
            <Typography color="error" variant="body2">
              {t('score.missingRecommendation')}
            </Typography>
          ) : null}
        </FormControl>
        <TextField
          label={t('score.comment')}
          value={values.comment}
          onChange={(event) => change({ comment: event.target.value })}
          multiline
          minRows={4}
          slotProps={{ htmlInput: { maxLength: REVIEW_LIMITS.comment } }}
        />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          {/* Announced politely: a screen reader hears "Saved" without losing its place. */}
          <Typography
            role="status"
            aria-live="polite"
            color={status === 'error' ? 'error' : 'text.secondary'}
          >
            {status === 'idle' ? '' : t(`score.status.${status}`)}
          </Typography>
          <Button variant="contained" onClick={onSubmitClick} disabled={submitting}>
            {t('score.submit')}
          </Button>
        </Stack>
        {showMissing && !complete ? (
          <Alert severity="warning" role="alert">
            {t('score.incomplete')}
          </Alert>
        ) : null}
        {submitError ? (
          <Alert severity="error">{getErrorMessage(submitError, t('common.tryAgain'))}</Alert>
        ) : null}
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="submit-review-title"
        aria-describedby="submit-review-text"
      >
        <DialogTitle id="submit-review-title">{t('score.confirm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="submit-review-text">{t('score.confirm.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('score.confirm.cancel')}</Button>
          <Button variant="contained" onClick={() => void onConfirm()} disabled={submitting}>
            {t('score.confirm.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </TitledSection>
  );
}
