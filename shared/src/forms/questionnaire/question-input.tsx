import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { maxFilesOf, maxLengthOf, type Question } from '../../schemas';
import type { TFunction } from '@inventor-portal/shared/i18n';

/** An attachment a `files` question may name (the ticket's `attachments`). */
export interface QuestionAttachment {
  id: number;
  name: string;
}

export interface QuestionInputProps {
  question: Question;
  language: 'en' | 'fr';
  value: unknown;
  onChange: (value: unknown) => void;
  /** The message shown at the question, already in the page's language. */
  error?: string;
  /** The DOM id of the input (or of the group's legend). */
  id: string;
  attachments?: readonly QuestionAttachment[];
  t: TFunction;
}

const asString = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A text, long text, number or date question: one MUI TextField, with a counter for texts. */
function TextQuestion({ question, language, value, onChange, error, id }: QuestionInputProps) {
  const help = question.help?.[language] || undefined;
  const counted = question.type === 'text' || question.type === 'long_text';
  const max = counted ? maxLengthOf(question) : undefined;
  const text = asString(value);
  const counterId = `${id}-counter`;
  const helperId = `${id}-helper-text`;
  const describedBy = [(error ?? help) ? helperId : null, counted ? counterId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Box>
      <TextField
        id={id}
        fullWidth
        label={question.label[language]}
        required={question.required}
        type={question.type === 'number' ? 'number' : question.type === 'date' ? 'date' : 'text'}
        multiline={question.type === 'long_text'}
        minRows={question.type === 'long_text' ? 3 : undefined}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        error={error !== undefined}
        helperText={error ?? help}
        slotProps={{
          inputLabel: question.type === 'date' ? { shrink: true } : undefined,
          htmlInput: {
            maxLength: max,
            min: question.type === 'number' ? question.min : undefined,
            max: question.type === 'number' ? question.max : undefined,
            'aria-describedby': describedBy || undefined,
          },
        }}
      />
      {counted ? (
        <Typography
          id={counterId}
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', textAlign: 'right', mt: 0.5 }}
        >
          {`${[...text].length}/${max}`}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Choice, multiple choice, yes/no and files: a fieldset with its legend and options. */
function GroupQuestion(props: QuestionInputProps) {
  const { question, language, value, onChange, error, id, attachments, t } = props;
  const help = question.help?.[language] || undefined;
  const helperId = `${id}-helper-text`;
  let body;
  if (question.type === 'choice' || question.type === 'yes_no') {
    const options =
      question.type === 'yes_no'
        ? [
            { value: 'true', label: t('questionnaire.yes') },
            { value: 'false', label: t('questionnaire.no') },
          ]
        : (question.options ?? []).map((o) => ({ value: o.value, label: o.label[language] }));
    const current = value === undefined || value === null ? '' : String(value);
    body = (
      <RadioGroup
        aria-labelledby={id}
        aria-describedby={(error ?? help) ? helperId : undefined}
        value={current}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            control={
              // State and handler on each radio, not only through the group's context: the
              // composed portal may load RadioGroup and Radio from different federation chunks.
              <Radio
                name={id}
                checked={current === option.value}
                onChange={(event) => {
                  if (!event.target.checked) return;
                  onChange(question.type === 'yes_no' ? option.value === 'true' : option.value);
                }}
              />
            }
          />
        ))}
      </RadioGroup>
    );
  } else {
    const picked = asList(value);
    const items =
      question.type === 'files'
        ? (attachments ?? []).map((a) => ({ value: a.id as string | number, label: a.name }))
        : (question.options ?? []).map((o) => ({
            value: o.value as string | number,
            label: o.label[language],
          }));
    const max = question.type === 'files' ? maxFilesOf(question) : undefined;
    body =
      items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('questionnaire.noAttachments')}
        </Typography>
      ) : (
        <FormGroup aria-describedby={(error ?? help) ? helperId : undefined}>
          {items.map((item) => {
            const checked = picked.includes(item.value);
            return (
              <FormControlLabel
                key={item.value}
                control={
                  <Checkbox
                    checked={checked}
                    disabled={!checked && max !== undefined && picked.length >= max}
                    onChange={(event) =>
                      onChange(
                        event.target.checked
                          ? [...picked, item.value]
                          : picked.filter((v) => v !== item.value),
                      )
                    }
                  />
                }
                label={item.label}
              />
            );
          })}
        </FormGroup>
      );
  }
  return (
    // `required` and `error` on each part too: FormControl's context may not reach parts loaded
    // from other federation chunks.
    <FormControl component="fieldset" required={question.required} error={error !== undefined}>
      <FormLabel
        component="legend"
        id={id}
        required={question.required}
        error={error !== undefined}
      >
        {question.label[language]}
      </FormLabel>
      {body}
      {(error ?? help) ? (
        <FormHelperText id={helperId} error={error !== undefined}>
          {error ?? help}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}

/** One question of the questionnaire as the inventor answers it, in `language`. */
export function QuestionInput(props: QuestionInputProps) {
  switch (props.question.type) {
    case 'text':
    case 'long_text':
    case 'number':
    case 'date':
      return <TextQuestion {...props} />;
    default:
      return <GroupQuestion {...props} />;
  }
}
