import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { UniqueIdentifier } from '@dnd-kit/core';
import { useLanguage } from '@inventor-portal/shared/i18n';
import { useCallback } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import { moved, type BuilderQuestion, type BuilderSection } from '../lib/builder-state';
import { errorReader, type DefinitionErrors } from '../lib/builder-errors';
import { LocalizedFields } from './localized-fields';
import { QuestionEditor } from './question-editor';
import { SortableList } from './sortable-list';

interface SectionEditorProps {
  section: BuilderSection;
  index: number;
  /** Every question of the sections before this one, in order. */
  before: BuilderQuestion[];
  errors: DefinitionErrors;
  onChange: (section: BuilderSection) => void;
  onRemove: () => void;
  onAddQuestion: () => void;
}

/** One section: its title in both languages and its questions, reordered by drag or keyboard. */
export function SectionEditor({
  section,
  index,
  before,
  errors,
  onChange,
  onRemove,
  onAddQuestion,
}: SectionEditorProps) {
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
  } = useSortable({ id: section.uid });
  const path = `sections.${index}`;
  const { at } = errorReader(errors, path);
  const number = index + 1;
  const name = section.title[language] || t('formBuilder.section.untitled');
  const headingId = `builder-${section.uid}-heading`;
  const nameOfQuestion = useCallback(
    (id: UniqueIdentifier) => {
      const q = section.questions.find((item) => item.uid === id);
      const position = section.questions.findIndex((item) => item.uid === id) + 1;
      return t('formBuilder.question.spoken', {
        number: position,
        name: q?.label[language] || q?.key || t('formBuilder.question.untitled'),
      });
    },
    [section.questions, language, t],
  );
  const setQuestion = (questionIndex: number, question: BuilderQuestion) =>
    onChange({
      ...section,
      questions: section.questions.map((q, i) => (i === questionIndex ? question : q)),
    });
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: { xs: 1.5, md: 2.5 },
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        bgcolor: 'background.default',
      }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t('formBuilder.section.move', { number, name })}
            sx={{ cursor: 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon />
          </IconButton>
          <Typography
            id={headingId}
            variant="h6"
            component="h3"
            sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {t('formBuilder.section.heading', { number, name })}
          </Typography>
          <IconButton
            aria-label={t('formBuilder.section.remove', { number, name })}
            onClick={onRemove}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
        <LocalizedFields
          id={`builder-${section.uid}-title`}
          label={t('formBuilder.section.title')}
          value={section.title}
          onChange={(title) => onChange({ ...section, title })}
          required
          errorPath="title"
          errorAt={at}
        />
        <SortableList
          ids={section.questions.map((q) => q.uid)}
          nameOf={nameOfQuestion}
          onMove={(from, to) =>
            onChange({ ...section, questions: moved(section.questions, from, to) })
          }
        >
          <Stack component="ol" spacing={2} sx={{ m: 0, p: 0 }}>
            {section.questions.map((question, questionIndex) => (
              <QuestionEditor
                key={question.uid}
                question={question}
                path={`${path}.questions.${questionIndex}`}
                number={questionIndex + 1}
                earlier={[...before, ...section.questions.slice(0, questionIndex)]}
                errors={errors}
                onChange={(next) => setQuestion(questionIndex, next)}
                onRemove={() =>
                  onChange({
                    ...section,
                    questions: section.questions.filter((_, i) => i !== questionIndex),
                  })
                }
              />
            ))}
          </Stack>
        </SortableList>
        <Button startIcon={<AddIcon />} onClick={onAddQuestion} sx={{ alignSelf: 'flex-start' }}>
          {t('formBuilder.question.add')}
        </Button>
      </Stack>
    </Paper>
  );
}
