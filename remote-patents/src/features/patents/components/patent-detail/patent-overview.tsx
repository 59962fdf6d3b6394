import Box from '@mui/material/Box';
import type { PatentDetail } from '@inventor-portal/shared/schemas';
import { StatusBadge, formatDate } from '@inventor-portal/shared/ui';
import { clampLevel } from '../../lib/levels';
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
  return (
    <Box sx={grid}>
      <DetailField label="Deposit Number">{patent.deposit_number}</DetailField>
      <DetailField label="Deposit Date">{formatDate(patent.deposit_date)}</DetailField>
      <DetailField label="Status">
        <StatusBadge status={patent.status} />
      </DetailField>
      <DetailField label="Affiliation">{patent.affiliation}</DetailField>
      <DetailField label="TRL Level">{level(patent.TRL_level)}</DetailField>
      <DetailField label="CRL Level">{level(patent.CRL_level)}</DetailField>
      <DetailField label="Contract Type">{patent.contract_type}</DetailField>
      <DetailField label="Sector">{patent.sector}</DetailField>
      <DetailField label="Nature">{patent.nature}</DetailField>
    </Box>
  );
}
