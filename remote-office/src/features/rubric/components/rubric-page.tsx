import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  getErrorMessage,
  useGetRubricQuery,
  usePageTitle,
  usePutRubricMutation,
} from '@inventor-portal/shared';
import { translateMessage } from '@inventor-portal/shared/i18n';
import { REVIEW_LIMITS, rubricSchema, type Rubric } from '@inventor-portal/shared/schemas';
import { ErrorPanel, PageHeader } from '@inventor-portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';

interface Row {
  key: string;
  en: string;
  fr: string;
  weight: string;
}

const rowsOf = (rubric: Rubric): Row[] =>
  rubric.criteria.map((c) => ({
    key: c.key,
    en: c.label.en,
    fr: c.label.fr,
    weight: String(c.weight),
  }));

function RubricForm({ initial }: { initial: Rubric }) {
  const { t } = useOfficeTranslation();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [put, { isLoading }] = usePutRubricMutation();

  const change = (index: number, patch: Partial<Row>) => {
    setSaved(false);
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = rubricSchema.safeParse({
      criteria: rows.map((row) => ({
        key: row.key,
        label: { en: row.en, fr: row.fr },
        weight: Number(row.weight),
      })),
    });
    if (!parsed.success) {
      setProblem(translateMessage(parsed.error.issues[0]?.message ?? t('common.tryAgain')));
      return;
    }
    setProblem(null);
    const result = await put(parsed.data);
    if ('error' in result) setProblem(getErrorMessage(result.error, t('common.tryAgain')));
    else setSaved(true);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row, index) => (
          <Paper
            component="li"
            key={index}
            variant="outlined"
            sx={{ p: 2 }}
            aria-label={t('rubric.criterionN', { n: index + 1 })}
          >
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: '1fr 2fr 2fr 120px auto' },
                alignItems: 'center',
              }}
            >
              <TextField
                label={t('rubric.key')}
                value={row.key}
                onChange={(e) => change(index, { key: e.target.value })}
                size="small"
                required
              />
              <TextField
                label={t('rubric.labelEn')}
                value={row.en}
                onChange={(e) => change(index, { en: e.target.value })}
                size="small"
                required
              />
              <TextField
                label={t('rubric.labelFr')}
                value={row.fr}
                onChange={(e) => change(index, { fr: e.target.value })}
                size="small"
                required
              />
              <TextField
                label={t('rubric.weight')}
                type="number"
                value={row.weight}
                onChange={(e) => change(index, { weight: e.target.value })}
                size="small"
                required
                slotProps={{
                  htmlInput: {
                    min: REVIEW_LIMITS.weightMin,
                    max: REVIEW_LIMITS.weightMax,
                    step: 1,
                  },
                }}
              />
              <Button
                color="error"
                disabled={rows.length <= REVIEW_LIMITS.criteriaMin}
                onClick={() => {
                  setSaved(false);
                  setRows((current) => current.filter((_, i) => i !== index));
                }}
                aria-label={t('rubric.removeN', { n: index + 1 })}
              >
                {t('rubric.remove')}
              </Button>
            </Box>
          </Paper>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        disabled={rows.length >= REVIEW_LIMITS.criteriaMax}
        onClick={() => {
          setSaved(false);
          setRows((current) => [...current, { key: '', en: '', fr: '', weight: '1' }]);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('rubric.add')}
      </Button>
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      {saved ? (
        <Alert severity="success" role="status">
          {t('rubric.saved')}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        disabled={isLoading}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('rubric.save')}
      </Button>
    </Stack>
  );
}

/** /office/rubric: the committee's criteria (en/fr labels, weights 1–10), 1 to 10 of them. */
export function RubricPage() {
  const { t } = useOfficeTranslation();
  usePageTitle(t('rubric.pageTitle'));
  const { data, isLoading, isError, error, refetch } = useGetRubricQuery();
  return (
    <Box>
      <PageHeader title={t('rubric.title')} description={t('rubric.intro')} />
      {isLoading ? (
        <Typography color="text.secondary">{t('rubric.loading')}</Typography>
      ) : isError || !data ? (
        <ErrorPanel
          title={t('rubric.loadFailure')}
          message={getErrorMessage(error, t('common.tryAgain'))}
          onRetry={() => void refetch()}
        />
      ) : (
        <RubricForm initial={data} />
      )}
    </Box>
  );
}
