import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TFunction } from '@inventor-portal/shared/i18n';
import type { AuditEntry } from '@inventor-portal/shared/schemas';
import { formatDateTime, TWO_LINES, type DataTableColumn } from '@inventor-portal/shared/ui';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@remote-office/config/paths';
import { useOfficeTranslation } from '@remote-office/i18n';
import { actionLabel, actorLabel, targetLabel } from '../lib/audit-labels';

/** Where a record of the log opens in the office workspace, when it has a page there. */
const RECORD_PATHS: Partial<Record<string, (id: number) => string>> = {
  ticket: paths.ticket,
  inventor: paths.inventor,
  patent: paths.patent,
};
const recordPath = (entry: AuditEntry): string | null =>
  RECORD_PATHS[entry.target_type]?.(entry.target_id) ?? null;

function auditColumns(t: TFunction<'office'>): DataTableColumn<AuditEntry>[] {
  return [
    {
      id: 'at',
      header: t('audit.columns.at'),
      size: 200,
      enableSorting: false,
      accessor: (row) => formatDateTime(row.at),
    },
    {
      id: 'actor',
      header: t('audit.columns.actor'),
      size: 240,
      enableSorting: false,
      accessor: (row) => actorLabel(t, row),
    },
    {
      id: 'action',
      header: t('audit.columns.action'),
      size: 220,
      enableSorting: false,
      accessor: (row) => actionLabel(t, row.action),
    },
    {
      id: 'target',
      header: t('audit.columns.target'),
      size: 160,
      enableSorting: false,
      accessor: (row) => targetLabel(t, row),
      render: (row) => {
        const to = recordPath(row);
        return to ? (
          <Link component={RouterLink} to={to}>
            {targetLabel(t, row)}
          </Link>
        ) : (
          targetLabel(t, row)
        );
      },
    },
    {
      id: 'summary',
      header: t('audit.columns.summary'),
      size: 420,
      enableSorting: false,
      render: (row) => (
        <Typography variant="body2" sx={TWO_LINES} title={row.summary}>
          {row.summary}
        </Typography>
      ),
    },
  ];
}

export function useAuditColumns(): readonly DataTableColumn<AuditEntry>[] {
  const { t } = useOfficeTranslation();
  return useMemo(() => auditColumns(t), [t]);
}
