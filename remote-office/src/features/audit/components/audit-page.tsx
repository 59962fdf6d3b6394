import Box from '@mui/material/Box';
import { getErrorMessage, usePageTitle } from '@inventor-portal/shared';
import type { AuditEntry } from '@inventor-portal/shared/schemas';
import { DataTable, ErrorPanel, PageHeader, Pager } from '@inventor-portal/shared/ui';
import { useMemo } from 'react';
import { ExportAllMenu } from '@remote-office/components/export-all-menu';
import { useOfficeTranslation } from '@remote-office/i18n';
import { useGetAuditLogQuery } from '../api/audit-api';
import { useAuditExport } from '../hooks/use-audit-export';
import { useAuditFilters } from '../hooks/use-audit-filters';
import { useAuditColumns } from './audit-columns';
import { AuditToolbar } from './audit-toolbar';

const PAGE_SIZE = 25;

/** /office/audit: every write the office made, newest first, filtered by who and which record. */
export function AuditPage() {
  const { t } = useOfficeTranslation();
  usePageTitle(t('audit.pageTitle'));
  const { filters, update } = useAuditFilters();
  const scope = useMemo(
    () => ({
      actor: filters.actor,
      target_type: filters.targetType,
      target_id: filters.targetId,
    }),
    [filters.actor, filters.targetType, filters.targetId],
  );
  const { data, isFetching, isError, error, refetch } = useGetAuditLogQuery({
    ...scope,
    page: filters.page,
    page_size: PAGE_SIZE,
  });
  const exportAll = useAuditExport(scope);
  const columns = useAuditColumns();
  const filtered = Object.values(scope).some((value) => value !== undefined);

  return (
    <Box>
      <PageHeader title={t('audit.title')} description={t('audit.intro')} />
      <AuditToolbar filters={filters} onChange={update} />
      {isError ? (
        <ErrorPanel
          title={t('audit.loadFailure')}
          message={getErrorMessage(error, t('common.tryAgain'))}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <Box sx={{ mb: 1 }}>
            <ExportAllMenu
              onExport={exportAll}
              disabled={isFetching || !data || data.count === 0}
              labels={{ preparing: t('audit.export.preparing'), failed: t('audit.export.failed') }}
            />
          </Box>
          <DataTable<AuditEntry>
            ariaLabel={t('audit.tableLabel')}
            columns={columns}
            data={data?.results ?? []}
            isLoading={isFetching}
            emptyText={filtered ? t('audit.emptyFiltered') : t('audit.empty')}
          />
          {data && data.count > PAGE_SIZE ? (
            <Box sx={{ mt: 2 }}>
              <Pager
                page={filters.page}
                count={data.count}
                pageSize={PAGE_SIZE}
                disabled={isFetching}
                onPageChange={(page) => update({ page })}
              />
            </Box>
          ) : null}
        </>
      )}
    </Box>
  );
}
