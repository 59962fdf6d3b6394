import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { QUESTION_TYPES, QUESTIONNAIRE_LIMITS } from '@inventor-portal/shared/schemas';
import { useLanguage } from '@inventor-portal/shared/i18n';
import { memo } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import type { BuilderQuestion } from '../lib/builder-state';
import { errorReader, type DefinitionErrors } from '../lib/builder-errors';
import { LocalizedFields } from './localized-fields';
import { OptionsEditor } from './options-editor';
import { ShowWhenEditor } from './show-when-editor';

/** The fields a question's own inputs show; any other message under it is listed at its top. */
const FIELD_PATHS = [
  'key',
  'type',
  'label.en',
  'label.fr',
  'help.en',
  'help.fr',
  'options',
  'show_when.question',
  'show_when.equals',
  'max_length',
  'min',
  'max',
  'max_files',
];

interface QuestionEditorProps {
  question: BuilderQuestion;
  /** `sections.S.questions.Q`: where its errors are. */
  path: string;
  number: number;
  earlier: BuilderQuestion[];
  errors: DefinitionErrors;
  onChange: (question: BuilderQuestion) => void;
  onRemove: () => void;
}

const numberOrUndefined = (text: string): number | undefined =>
  text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text);

/** One question of the builder: a sortable card (drag handle: mouse, touch or keyboard). */
export const QuestionEditor = memo(function QuestionEditor({
  question,
  path,
  number,
  earlier,
  errors,
  onChange,
  onRemove,
}: QuestionEditorProps) {
  const { t } = useOfficeTranslation();
  const language = useLanguage();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: question.uid });
  const { at, others } = errorReader(errors, path);
  const set = (change: Partial<BuilderQuestion>) => onChange({ ...question, ...change });
  const id = `builder-${question.uid}`;
  const name = question.label[language] || question.key || t('formBuilder.question.untitled');
  const unplaced = others(
    FIELD_PATHS.concat(
      question.options.flatMap((_, i) => [
        `options.${i}.value`,
        `options.${i}.label.en`,
        `options.${i}.label.fr`,
      ]),
    ),
  );
  const numberField = (field: 'maxLength' | 'min' | 'max' | 'maxFiles', apiPath: string) => (
    <TextField
      id={`${id}-${apiPath}`}
      size="small"
      type="number"
      label={t(`formBuilder.question.${field}`)}
      value={question[field] ?? ''}
      onChange={(event) => set({ [field]: numberOrUndefined(event.target.value) })}
      error={at(apiPath) !== undefined}
      helperText={at(apiPath)}
    />
  );
  const keyError = at('key');
  const typeError = at('type');
  const maxLengthField = numberField('maxLength', 'max_length');
  const minField = numberField('min', 'min');
  const maxField = numberField('max', 'max');
  const maxFilesField = numberField('maxFiles', 'max_files');
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      sx={{
        p: 2,
        listStyle: 'none',
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
      }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t('formBuilder.question.move', { number, name })}
            sx={{ cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon />
          </IconButton>
          <Typography
            variant="subtitle2"
            component="h4"
            sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {t('formBuilder.question.heading', { number, name })}
          </Typography>
          <IconButton
            aria-label={t('formBuilder.question.remove', { number, name })}
            onClick={onRemove}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
        {unplaced.length > 0 ? (
          <Alert severity="error">
            {unplaced.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            id={`${id}-key`}
            size="small"
            fullWidth
            required
            label={t('formBuilder.question.key')}
            value={question.key}
            onChange={(event) => set({ key: event.target.value })}
            error={keyError !== undefined}
            helperText={keyError ?? t('formBuilder.question.keyHint')}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
          />
          <TextField
            id={`${id}-type`}
            select
            size="small"
            fullWidth
            label={t('formBuilder.question.type')}
            value={question.type}
            onChange={(event) => set({ type: event.target.value as BuilderQuestion['type'] })}
            error={typeError !== undefined}
            helperText={typeError}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`formBuilder.types.${type}`)}
              </option>
            ))}
          </TextField>
        </Stack>
        <LocalizedFields
          id={`${id}-label`}
          label={t('formBuilder.question.label')}
          value={question.label}
          onChange={(label) => set({ label })}
          required
          errorPath="label"
          errorAt={at}
        />
        <LocalizedFields
          id={`${id}-help`}
          label={t('formBuilder.question.help')}
          value={question.help}
          onChange={(help) => set({ help })}
          multiline
          errorPath="help"
          errorAt={at}
        />
        <FormControlLabel
          control={
            <Switch
              checked={question.required}
              onChange={(event) => set({ required: event.target.checked })}
            />
          }
          label={t('formBuilder.question.required')}
        />
        {question.type === 'text' || question.type === 'long_text' ? (
          <Stack direction="row" spacing={2}>
            {maxLengthField}
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              {t('formBuilder.question.maxLengthDefault', {
                max:
                  question.type === 'text'
                    ? QUESTIONNAIRE_LIMITS.text
                    : QUESTIONNAIRE_LIMITS.longText,
              })}
            </Typography>
          </Stack>
        ) : null}
        {question.type === 'number' ? (
          <Stack direction="row" spacing={2}>
            {minField}
            {maxField}
          </Stack>
        ) : null}
        {question.type === 'files' ? maxFilesField : null}
        {question.type === 'choice' || question.type === 'multi_choice' ? (
          <OptionsEditor
            id={`${id}-options`}
            options={question.options}
            onChange={(options) => set({ options })}
            listError={at('options')}
            errorAt={at}
          />
        ) : null}
        <ShowWhenEditor
          id={`${id}-show-when`}
          question={question}
          earlier={earlier}
          onChange={set}
          errors={{ question: at('show_when.question'), equals: at('show_when.equals') }}
        />
      </Stack>
    </Paper>
  );
});
