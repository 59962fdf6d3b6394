import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UniqueIdentifier } from '@dnd-kit/core';
import { getErrorMessage } from '@inventor-portal/shared';
import { useLanguage } from '@inventor-portal/shared/i18n';
import type { FormVersion } from '@inventor-portal/shared/schemas';
import { useCallback, useMemo, useState } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import {
  useCreateFormVersionMutation,
  usePublishFormVersionMutation,
  useUpdateFormVersionMutation,
} from '../api/form-builder-api';
import {
  checkDefinition,
  errorCount,
  serverDefinitionErrors,
  type DefinitionErrors,
} from '../lib/builder-errors';
import {
  freshKey,
  moved,
  newQuestion,
  newSection,
  previewDefinition,
  toBuilder,
  toDefinition,
  type BuilderSection,
} from '../lib/builder-state';
import { FormPreview } from './form-preview';
import { PublishDialog } from './publish-dialog';
import { SectionEditor } from './section-editor';
import { SortableList } from './sortable-list';

interface FormEditorProps {
  /** The draft being edited; null: a new draft (saving it the first time creates it). */
  draftVersion: number | null;
  /** What the working copy starts from: the draft itself, or the version it copies. */
  startFrom: Pick<FormVersion, 'sections'> | null;
  /** The version published now and how many tickets answer it. */
  current: { version: number; tickets: number } | null;
  /** A new draft was saved: the page now edits that version (this editor stays). */
  onCreated: (version: number) => void;
  /** The draft was published. */
  onPublished: (version: number) => void;
}

type Feedback = { severity: 'success' | 'error'; text: string } | null;

/** The builder: sections and questions, reordered by drag or keyboard, the preview, save and publish. */
export function FormEditor({
  draftVersion,
  startFrom,
  current,
  onCreated,
  onPublished,
}: FormEditorProps) {
  const { t } = useOfficeTranslation();
  const language = useLanguage();
  const [sections, setSections] = useState<BuilderSection[]>(() => toBuilder(startFrom));
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<DefinitionErrors>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [publishing, setPublishing] = useState(false);
  const [create, createState] = useCreateFormVersionMutation();
  const [update, updateState] = useUpdateFormVersionMutation();
  const [publish, publishState] = usePublishFormVersionMutation();
  const busy = createState.isLoading || updateState.isLoading || publishState.isLoading;

  const ruleErrors = useMemo(() => checkDefinition(sections), [sections]);
  const errors = showErrors ? { ...serverErrors, ...ruleErrors } : {};
  const change = (next: BuilderSection[]) => {
    setSections(next);
    setServerErrors({});
    setFeedback(null);
  };
  const nameOfSection = useCallback(
    (id: UniqueIdentifier) => {
      const index = sections.findIndex((s) => s.uid === id);
      return t('formBuilder.section.spoken', {
        number: index + 1,
        name: sections[index]?.title[language] || t('formBuilder.section.untitled'),
      });
    },
    [sections, language, t],
  );

  /** Saves the working copy; answers the version number, or null when refused. */
  const save = async (): Promise<number | null> => {
    setShowErrors(true);
    if (errorCount(ruleErrors) > 0) {
      setFeedback({
        severity: 'error',
        text: t('formBuilder.errors.fix', { count: errorCount(ruleErrors) }),
      });
      return null;
    }
    const definition = toDefinition(sections);
    try {
      const saved =
        draftVersion !== null
          ? await update({ version: draftVersion, definition }).unwrap()
          : await create(definition).unwrap();
      setServerErrors({});
      if (draftVersion === null && saved.version !== null) onCreated(saved.version);
      return saved.version;
    } catch (error) {
      setServerErrors(serverDefinitionErrors(error) ?? {});
      setFeedback({
        severity: 'error',
        text: getErrorMessage(error, t('formBuilder.errors.saveFailed')),
      });
      return null;
    }
  };

  const onSaveDraft = async () => {
    const version = await save();
    if (version === null) return;
    setFeedback({ severity: 'success', text: t('formBuilder.saved', { version }) });
  };

  const onPublish = async () => {
    const version = await save();
    if (version === null) {
      setPublishing(false);
      return;
    }
    try {
      await publish(version).unwrap();
      setPublishing(false);
      onPublished(version);
    } catch (error) {
      setPublishing(false);
      setFeedback({
        severity: 'error',
        text: getErrorMessage(error, t('formBuilder.errors.publishFailed')),
      });
    }
  };

  const preview = useMemo(() => previewDefinition(sections), [sections]);
  return (
    <Stack spacing={3}>
      <Stack component="section" aria-labelledby="form-editor-heading" spacing={2}>
        <Typography id="form-editor-heading" variant="h6" component="h2">
          {draftVersion !== null
            ? t('formBuilder.editingDraft', { version: draftVersion })
            : t('formBuilder.newDraft')}
        </Typography>
        <SortableList
          ids={sections.map((s) => s.uid)}
          nameOf={nameOfSection}
          onMove={(from, to) => change(moved(sections, from, to))}
        >
          <Stack spacing={2}>
            {sections.map((section, index) => (
              <SectionEditor
                key={section.uid}
                section={section}
                index={index}
                before={sections.slice(0, index).flatMap((s) => s.questions)}
                errors={errors}
                onChange={(next) => change(sections.map((s, i) => (i === index ? next : s)))}
                onRemove={() => change(sections.filter((_, i) => i !== index))}
                onAddQuestion={() =>
                  change(
                    sections.map((s, i) =>
                      i === index
                        ? { ...s, questions: [...s.questions, newQuestion(freshKey(sections))] }
                        : s,
                    ),
                  )
                }
              />
            ))}
          </Stack>
        </SortableList>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          onClick={() => change([...sections, newSection()])}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('formBuilder.section.add')}
        </Button>
      </Stack>
      {feedback ? (
        <Alert severity={feedback.severity} onClose={() => setFeedback(null)}>
          {feedback.text}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" onClick={() => void onSaveDraft()} disabled={busy}>
          {t('formBuilder.saveDraft')}
        </Button>
        <Button variant="contained" onClick={() => setPublishing(true)} disabled={busy}>
          {t('formBuilder.publish.button')}
        </Button>
      </Stack>
      <FormPreview definition={preview} />
      <PublishDialog
        open={publishing}
        version={draftVersion}
        current={current}
        busy={busy}
        onCancel={() => setPublishing(false)}
        onConfirm={() => void onPublish()}
      />
    </Stack>
  );
}
