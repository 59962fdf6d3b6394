import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getErrorMessage, skipToken, usePageTitle } from '@inventor-portal/shared';
import type { FormDefinition, FormVersionSummary } from '@inventor-portal/shared/schemas';
import { ErrorPanel, PageHeader } from '@inventor-portal/shared/ui';
import { useState } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import { useGetFormVersionQuery } from '@remote-office/lib/questionnaire-api';
import { useGetFormVersionsQuery } from '../api/form-builder-api';
import { FormEditor } from './form-editor';
import { FormPreview } from './form-preview';
import { FormVersionsTable } from './form-versions-table';

/** What the page shows: a draft being edited (or a new one copying `from`), or a version read-only. */
type Shown =
  | { kind: 'edit'; version: number | null; from: number | null; session: number }
  | { kind: 'view'; version: number };

let sessions = 0;

/** The newest draft if there is one, else the published version, else a new empty draft. */
function defaultShown(versions: FormVersionSummary[]): Shown {
  const draft = versions.find((v) => v.status === 'draft');
  if (draft) return { kind: 'edit', version: draft.version, from: draft.version, session: 0 };
  const published = versions.find((v) => v.status === 'published');
  if (published) return { kind: 'view', version: published.version };
  return { kind: 'edit', version: null, from: null, session: 0 };
}

/**
 * /office/form: the office's questionnaire (API.md Part 3). The builder edits a draft, with a
 * live preview in either language; publishing makes it the version new tickets answer.
 */
export function FormBuilderPage() {
  const { t } = useOfficeTranslation();
  usePageTitle(t('formBuilder.pageTitle'));
  const versions = useGetFormVersionsQuery();
  const [chosen, setChosen] = useState<Shown | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = versions.data ?? [];
  const shown = chosen ?? (versions.data ? defaultShown(list) : null);
  // The version whose sections the page needs: the draft edited, the one copied, or the one viewed.
  const source = shown ? (shown.kind === 'view' ? shown.version : shown.from) : null;
  const sourceQuery = useGetFormVersionQuery(source ?? skipToken);
  const published = list.find((v) => v.status === 'published');
  const current = published
    ? { version: published.version, tickets: published.tickets_count }
    : null;

  const open = (row: FormVersionSummary) => {
    setNotice(null);
    setChosen(
      row.status === 'draft'
        ? { kind: 'edit', version: row.version, from: row.version, session: (sessions += 1) }
        : { kind: 'view', version: row.version },
    );
  };

  let body;
  if (versions.isError) {
    body = (
      <ErrorPanel
        title={t('formBuilder.loadFailure')}
        message={getErrorMessage(versions.error, t('common.tryAgain'))}
        onRetry={() => void versions.refetch()}
      />
    );
  } else if (!shown || (source !== null && !sourceQuery.data)) {
    body = sourceQuery.isError ? (
      <Alert severity="error">{t('formBuilder.loadFailure')}</Alert>
    ) : (
      <Skeleton variant="rounded" height={320} aria-label={t('formBuilder.loading')} />
    );
  } else if (shown.kind === 'view') {
    const status = list.find((v) => v.version === shown.version)?.status ?? 'published';
    body = (
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="h6" component="h2">
            {t('formBuilder.viewing', {
              version: shown.version,
              status: t(`formBuilder.status.${status}`),
            })}
          </Typography>
          <Button
            variant="contained"
            onClick={() => {
              setNotice(null);
              setChosen({
                kind: 'edit',
                version: null,
                from: shown.version,
                session: (sessions += 1),
              });
            }}
          >
            {t('formBuilder.newDraftFrom', { version: shown.version })}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('formBuilder.readOnly')}
        </Typography>
        <FormPreview
          definition={{
            sections: (sourceQuery.data?.sections ?? []) as FormDefinition['sections'],
          }}
        />
      </Stack>
    );
  } else {
    body = (
      <FormEditor
        key={shown.session}
        draftVersion={shown.version}
        startFrom={sourceQuery.data ?? null}
        current={current}
        onCreated={(version) => setChosen({ ...shown, version })}
        onPublished={(version) => {
          setNotice(t('formBuilder.published', { version }));
          setChosen({ kind: 'view', version });
        }}
      />
    );
  }

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader title={t('formBuilder.title')} description={t('formBuilder.intro')} />
      <Stack spacing={3}>
        {notice ? (
          <Alert severity="success" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        ) : null}
        {body}
        {list.length > 0 ? (
          <FormVersionsTable
            versions={list}
            openVersion={shown && shown.kind === 'view' ? shown.version : (shown?.version ?? null)}
            onOpen={open}
          />
        ) : null}
      </Stack>
    </Box>
  );
}
