import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  getErrorMessage,
  skipToken,
  useAssignReviewMutation,
  useInviteReviewerMutation,
  useSearchReviewerCandidatesQuery,
} from '@inventor-portal/shared';
import {
  inventorDisplayName,
  reviewerInviteSchema,
  type OfficeInventor,
  type OfficeTicketDetail,
} from '@inventor-portal/shared/schemas';
import { useDebouncedValue } from '@inventor-portal/shared/ui';
import { useState, type FormEvent } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';

const MODES = ['account', 'expert'] as const;
type Mode = (typeof MODES)[number];

interface AssignReviewerFormProps {
  ticket: OfficeTicketDetail;
  /** Called with the reviewer's name once assigned. */
  onAssigned: (name: string) => void;
}

/** Affiliations of the ticket's inventors that `candidate` shares (warned before assigning). */
function sharedAffiliation(ticket: OfficeTicketDetail, candidate: OfficeInventor | null) {
  if (!candidate?.affiliation) return null;
  const mine = candidate.affiliation.trim().toLowerCase();
  return ticket.inventor_details.some((i) => i.affiliation?.trim().toLowerCase() === mine)
    ? candidate.affiliation
    : null;
}

/**
 * Assign a reviewer with a due date: any account found by name, or an outside expert invited by
 * email and name (the server makes a reviewer account and mails a set-password link).
 */
export function AssignReviewerForm({ ticket, onAssigned }: AssignReviewerFormProps) {
  const { t } = useOfficeTranslation();
  const [mode, setMode] = useState<Mode>('account');
  const [search, setSearch] = useState('');
  const [candidate, setCandidate] = useState<OfficeInventor | null>(null);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<'en' | 'fr'>('en');
  const [dueDate, setDueDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const debounced = useDebouncedValue(search.trim(), 300);
  const { data: candidates = [], isFetching } = useSearchReviewerCandidatesQuery(
    mode === 'account' && debounced.length >= 2 ? debounced : skipToken,
  );
  const [invite, { isLoading: inviting }] = useInviteReviewerMutation();
  const [assign, { isLoading: assigning }] = useAssignReviewMutation();
  const busy = inviting || assigning;
  const affiliation = mode === 'account' ? sharedAffiliation(ticket, candidate) : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!dueDate) {
      setProblem(t('committee.assign.dueRequired'));
      return;
    }
    let person: { email: string; name: string; language?: 'en' | 'fr' };
    if (mode === 'account') {
      if (!candidate?.email) {
        setProblem(t('committee.assign.pickAccount'));
        return;
      }
      person = { email: candidate.email, name: inventorDisplayName(candidate, candidate.id) };
    } else {
      const parsed = reviewerInviteSchema.safeParse({ email, name, language });
      if (!parsed.success) {
        setProblem(t('committee.assign.expertInvalid'));
        return;
      }
      person = { email: parsed.data.email, name: parsed.data.name, language };
    }
    // The account of that email: a new reviewer account, or the existing one (200).
    const account = await invite(person);
    if ('error' in account) {
      setProblem(getErrorMessage(account.error, t('common.tryAgain')));
      return;
    }
    const result = await assign({
      ticket: ticket.id,
      reviewer: account.data.id,
      due_date: dueDate,
    });
    if ('error' in result) {
      setProblem(
        getErrorMessage(result.error, t('common.tryAgain'), ['reviewer', 'due_date', 'detail']),
      );
      return;
    }
    onAssigned(account.data.name);
    setCandidate(null);
    setSearch('');
    setEmail('');
    setName('');
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void onSubmit(e)} noValidate>
      {/* Each radio gets its state and handler itself, not only from the group's context: the
          composed portal may load RadioGroup and Radio from different federation chunks, where
          that context does not reach (as remote-account's language section found). */}
      <RadioGroup row name="reviewer-kind" aria-label={t('committee.assign.who')} value={mode}>
        {MODES.map((kind) => (
          <FormControlLabel
            key={kind}
            value={kind}
            label={t(`committee.assign.${kind}`)}
            control={
              <Radio
                name="reviewer-kind"
                checked={mode === kind}
                onChange={(event) => {
                  if (!event.target.checked) return;
                  setMode(kind);
                  setProblem(null);
                }}
              />
            }
          />
        ))}
      </RadioGroup>
      {mode === 'account' ? (
        <Autocomplete
          options={candidates}
          value={candidate}
          onChange={(_event, value) => setCandidate(value)}
          inputValue={search}
          onInputChange={(_event, value) => setSearch(value)}
          filterOptions={(options) => options}
          getOptionLabel={(option) =>
            `${inventorDisplayName(option, option.id)} (${option.email ?? ''})`
          }
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={isFetching}
          loadingText={t('committee.assign.searching')}
          noOptionsText={
            debounced.length < 2 ? t('committee.assign.typeTwo') : t('committee.assign.noMatch')
          }
          renderInput={(params) => (
            <TextField {...params} label={t('committee.assign.searchLabel')} />
          )}
        />
      ) : (
        <>
          <TextField
            label={t('committee.assign.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
          <TextField
            label={t('committee.assign.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
          />
          <TextField
            select
            label={t('committee.assign.language')}
            value={language}
            onChange={(event) => setLanguage(event.target.value as 'en' | 'fr')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="en">{t('committee.assign.languages.en')}</option>
            <option value="fr">{t('committee.assign.languages.fr')}</option>
          </TextField>
        </>
      )}
      {affiliation ? (
        <Alert severity="warning" role="status">
          {t('committee.warnings.before_same_affiliation', { affiliation })}
        </Alert>
      ) : null}
      <TextField
        label={t('committee.assign.dueDate')}
        type="date"
        value={dueDate}
        onChange={(event) => setDueDate(event.target.value)}
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {mode === 'account' ? t('committee.assign.submit') : t('committee.assign.inviteSubmit')}
      </Button>
    </Stack>
  );
}
