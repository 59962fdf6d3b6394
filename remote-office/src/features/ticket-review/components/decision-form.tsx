import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getErrorMessage } from '@inventor-portal/shared';
import {
  FormMessage,
  SelectFieldAdapter,
  TextFieldAdapter,
  type FormStatus,
} from '@inventor-portal/shared/forms';
import {
  fieldErrorsOf,
  OFFICE_MESSAGE_MAX,
  TICKET_STATUSES,
  ticketStatusChangeSchema,
  zodFormErrors,
  type OfficeTicketDetail,
  type TicketStatusChange,
} from '@inventor-portal/shared/schemas';
import { useMemo, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useOfficeTranslation } from '@remote-office/i18n';
import { useChangeOfficeTicketStatusMutation } from '../api/ticket-review-api';
import { fromLocalInput, toLocalInput } from '../lib/meeting-date';

interface DecisionValues {
  status: string;
  meeting_date?: string;
  message?: string;
}

const toChange = (values: DecisionValues): TicketStatusChange => ({
  status: values.status as TicketStatusChange['status'],
  meeting_date: fromLocalInput(values.meeting_date),
  message: values.message ?? '',
});

/** The fields the server names in a 400 that this form shows under the field itself. */
const FIELD_NAMES = new Set(['status', 'meeting_date', 'message']);

interface DecisionFormProps {
  ticket: OfficeTicketDetail;
  /** After a saved decision (the page remounts the form with the new ticket). */
  onSaved: () => void;
}

/**
 * The one decision form: status, meeting date and time, message to the inventors (required when
 * asking for more information). The server's messages show under their fields.
 */
export function DecisionForm({ ticket, onSaved }: DecisionFormProps) {
  const { t } = useOfficeTranslation();
  const [changeStatus] = useChangeOfficeTicketStatusMutation();
  const [status, setStatus] = useState<FormStatus>(null);
  const initialValues = useMemo<DecisionValues>(
    () => ({
      status: ticket.status,
      meeting_date: toLocalInput(ticket.meeting_date),
      message: '',
    }),
    [ticket.status, ticket.meeting_date],
  );
  const options = TICKET_STATUSES.map((value) => ({
    value,
    label: t(`review.decision.statuses.${value}`),
  }));

  const onSubmit = async (values: DecisionValues) => {
    setStatus(null);
    try {
      await changeStatus({ id: ticket.id, change: toChange(values) }).unwrap();
      onSaved();
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const onFields = fields && Object.keys(fields).some((key) => FIELD_NAMES.has(key));
      if (!onFields) {
        setStatus({ kind: 'error', text: getErrorMessage(error, t('review.decision.failed')) });
      }
      return fields;
    }
  };

  return (
    <Form<DecisionValues>
      initialValues={initialValues}
      validate={(values) => zodFormErrors(ticketStatusChangeSchema, toChange(values))}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, values }) => (
        <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit}>
          <Field<string>
            name="status"
            render={(props) => (
              <SelectFieldAdapter
                {...props}
                id="decision-status"
                label={t('review.decision.status')}
                options={options}
                required
              />
            )}
          />
          <Field<string>
            name="meeting_date"
            type="datetime-local"
            render={(props) => (
              <TextFieldAdapter
                {...props}
                id="decision-meeting-date"
                label={t('review.decision.meetingDate')}
                hint={t('review.decision.meetingDateHint')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          />
          <Field<string>
            name="message"
            render={(props) => (
              <TextFieldAdapter
                {...props}
                id="decision-message"
                label={t('review.decision.message')}
                hint={
                  values.status === 'needs_info'
                    ? t('review.decision.messageRequiredHint')
                    : t('review.decision.messageHint')
                }
                required={values.status === 'needs_info'}
                multiline
                minRows={4}
                counter={OFFICE_MESSAGE_MAX}
              />
            )}
          />
          <FormMessage status={status} />
          <Button
            type="submit"
            variant="contained"
            disabled={submitting}
            sx={{ alignSelf: 'flex-start' }}
          >
            {submitting ? t('review.decision.saving') : t('review.decision.save')}
          </Button>
        </Stack>
      )}
    />
  );
}
