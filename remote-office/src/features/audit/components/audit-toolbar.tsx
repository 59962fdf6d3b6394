import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUDIT_TARGET_TYPES } from '@inventor-portal/shared/schemas';
import { useDebouncedValue } from '@inventor-portal/shared/ui';
import { useEffect, useState } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import { idParam } from '@remote-office/lib/id-param';
import { useGetAuditActorsQuery } from '../api/audit-api';
import type { AuditFilters } from '../hooks/use-audit-filters';

interface AuditToolbarProps {
  filters: AuditFilters;
  onChange: (change: Partial<AuditFilters>) => void;
}

/** Who made the change (an office account), and which record: its type and its number. */
export function AuditToolbar({ filters, onChange }: AuditToolbarProps) {
  const { t } = useOfficeTranslation();
  const { data: actors } = useGetAuditActorsQuery();
  const [recordId, setRecordId] = useState(filters.targetId ? String(filters.targetId) : '');
  const typed = useDebouncedValue(recordId.trim(), 350);
  const invalid = typed !== '' && idParam(typed) === undefined;
  useEffect(() => {
    if (invalid) return;
    const id = idParam(typed);
    if (id !== filters.targetId) onChange({ targetId: id });
    // Only a pause in typing applies the number; a new `filters` object alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, invalid]);
  const filtered =
    filters.actor !== undefined ||
    filters.targetType !== undefined ||
    filters.targetId !== undefined;
  const knownActor = actors?.results.some((a) => a.id === filters.actor) ?? false;

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
    >
      <TextField
        select
        label={t('audit.filters.actor')}
        value={filters.actor === undefined ? '' : String(filters.actor)}
        onChange={(event) => onChange({ actor: idParam(event.target.value) })}
        size="small"
        sx={{ minWidth: 260 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('audit.filters.anyActor')}</option>
        {actors?.results.map((actor) => (
          <option key={actor.id} value={String(actor.id)}>
            {t('audit.filters.actorOption', { name: actor.name, email: actor.email })}
          </option>
        ))}
        {filters.actor !== undefined && !knownActor ? (
          // A former colleague, or the list still on its way.
          <option value={String(filters.actor)}>
            {t('audit.filters.actorId', { id: filters.actor })}
          </option>
        ) : null}
      </TextField>
      <TextField
        select
        label={t('audit.filters.targetType')}
        value={filters.targetType ?? ''}
        onChange={(event) =>
          onChange({
            targetType: AUDIT_TARGET_TYPES.find((type) => type === event.target.value),
          })
        }
        size="small"
        sx={{ minWidth: 200 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('audit.filters.anyType')}</option>
        {AUDIT_TARGET_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`audit.targetTypes.${type}`)}
          </option>
        ))}
      </TextField>
      <TextField
        label={t('audit.filters.targetId')}
        value={recordId}
        onChange={(event) => setRecordId(event.target.value)}
        size="small"
        error={invalid}
        helperText={invalid ? t('audit.filters.targetIdInvalid') : undefined}
        sx={{ width: { md: 180 } }}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
      />
      {filtered ? (
        <Button
          onClick={() => {
            setRecordId('');
            onChange({ actor: undefined, targetType: undefined, targetId: undefined });
          }}
        >
          {t('audit.filters.clear')}
        </Button>
      ) : null}
    </Stack>
  );
}
