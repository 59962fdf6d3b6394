import Box from '@mui/material/Box';
import type { PatentDetail } from '@inventor-portal/shared/schemas';
import { StatusBadge, formatDate } from '@inventor-portal/shared/ui';
import { usePatentsTranslation } from '@remote-patents/i18n';
import { clampLevel } from '../../lib/levels';
import { patentFieldLabels } from '../../lib/patent-fields';
import { DetailField } from './detail-field';

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

const level = (value: number | null) => (value === null ? null : String(clampLevel(value)));

/** The patent's key facts. */
export function PatentOverview({ patent }: { patent: PatentDetail }) {
  const { t } = usePatentsTranslation();
  const labels = patentFieldLabels(t);
  return (
    <Box sx={grid}>
      <DetailField label={labels.deposit_number}>{patent.deposit_number}</DetailField>
      <DetailField label={labels.deposit_date}>{formatDate(patent.deposit_date)}</DetailField>
      <DetailField label={labels.status}>
        <StatusBadge status={patent.status} />
      </DetailField>
      <DetailField label={labels.affiliation}>{patent.affiliation}</DetailField>
      <DetailField label={labels.TRL_level}>{level(patent.TRL_level)}</DetailField>
      <DetailField label={labels.CRL_level}>{level(patent.CRL_level)}</DetailField>
      <DetailField label={labels.contract_type}>{patent.contract_type}</DetailField>
      <DetailField label={labels.sector}>{patent.sector}</DetailField>
      <DetailField label={labels.nature}>{patent.nature}</DetailField>
    </Box>
  );
}
