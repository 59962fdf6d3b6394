import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getErrorMessage, useAddTicketCommentMutation } from '@inventor-portal/shared';
import { translateMessage, useSharedTranslation } from '@inventor-portal/shared/i18n';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  commentInputSchema,
} from '@inventor-portal/shared/schemas';
import { useId, useState, type FormEvent } from 'react';
import { isSendShortcut } from './send-shortcut';
import type { OwnCommentEvents } from './use-comment-announcer';

export interface CommentComposerProps {
  ticketId: number;
  own: OwnCommentEvents;
}

/**
 * A comment's text (1–2000 characters after trimming) with a live "n/2000" counter; the Send
 * button or Ctrl/Cmd+Enter sends it. The schema's and the server's messages about the text show
 * under the field; any other failure shows below it, the text kept.
 */
export function CommentComposer({ ticketId, own }: CommentComposerProps) {
  const { t } = useSharedTranslation();
  const [addComment, { isLoading: sending }] = useAddTicketCommentMutation();
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const fieldId = `${id}-comment`;
  const helperId = `${fieldId}-helper-text`;
  const counterId = `${fieldId}-counter`;

  const send = async () => {
    if (sending) return;
    setFailure(null);
    const parsed = commentInputSchema.safeParse({ body });
    if (!parsed.success) {
      setFieldError(translateMessage(parsed.error.issues[0]?.message ?? COMMENT_MESSAGES.empty));
      return;
    }
    const text = parsed.data.body;
    setFieldError(null);
    own.sending(text);
    try {
      const comment = await addComment({ ticket: ticketId, body: text }).unwrap();
      own.sent(text, comment);
      setBody('');
    } catch (error) {
      own.failed(text);
      const onField = getErrorMessage(error, '', ['body']);
      if (onField) setFieldError(onField);
      else setFailure(getErrorMessage(error, t('discussion.composer.failed')));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 2.5 }}>
      <TextField
        id={fieldId}
        name="body"
        label={t('discussion.composer.label')}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          if (fieldError) setFieldError(null);
        }}
        onKeyDown={(event) => {
          if (!isSendShortcut(event)) return;
          event.preventDefault();
          void send();
        }}
        error={fieldError !== null}
        helperText={fieldError ?? t('discussion.composer.hint')}
        multiline
        minRows={3}
        fullWidth
        slotProps={{
          htmlInput: {
            maxLength: COMMENT_MAX_LENGTH,
            'aria-describedby': `${helperId} ${counterId}`,
          },
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
        <Typography id={counterId} variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {`${body.length}/${COMMENT_MAX_LENGTH}`}
        </Typography>
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={sending}>
          {sending ? t('discussion.composer.sending') : t('discussion.composer.send')}
        </Button>
      </Box>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {failure}
        </Alert>
      ) : null}
    </Box>
  );
}
