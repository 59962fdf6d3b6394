import { useAppDispatch } from '@inventor-portal/shared';
import { exportRows, type ExportColumn, type ExportFormat } from '@inventor-portal/shared/export';
import type { TFunction } from '@inventor-portal/shared/i18n';
import type { AuditEntry } from '@inventor-portal/shared/schemas';
import { useCallback } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import { fetchAllPages } from '@remote-office/lib/fetch-all-pages';
import { auditApi, type AuditFilterArgs } from '../api/audit-api';
import { actionLabel, actorLabel } from '../lib/audit-labels';

/** File and sheet names stay English in every language, like the other exports. */
export const AUDIT_EXPORT_FILE = 'audit-log';
export const AUDIT_EXPORT_SHEET = 'Audit log';

/** The exported columns: the time as stored (ISO 8601, UTC), the record's type and id apart. */
export function auditExportColumns(t: TFunction<'office'>): ExportColumn<AuditEntry>[] {
  return [
    { key: 'id', header: t('audit.export.id') },
    { key: 'at', header: t('audit.export.atUtc') },
    { key: 'actor', header: t('audit.columns.actor'), value: (row) => actorLabel(t, row) },
    {
      key: 'action',
      header: t('audit.columns.action'),
      value: (row) => actionLabel(t, row.action),
    },
    { key: 'target_type', header: t('audit.export.targetType') },
    { key: 'target_id', header: t('audit.export.targetId') },
    { key: 'summary', header: t('audit.columns.summary') },
  ];
}

/** Downloads audit-log.csv / .xlsx with every entry the filters select, newest first, all pages. */
export function useAuditExport(filters: AuditFilterArgs) {
  const { t } = useOfficeTranslation();
  const dispatch = useAppDispatch();
  return useCallback(
    async (format: ExportFormat) => {
      const rows = await fetchAllPages((page, pageSize) =>
        dispatch(
          auditApi.endpoints.getAuditLog.initiate(
            { ...filters, page, page_size: pageSize },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap(),
      );
      await exportRows({
        format,
        fileName: AUDIT_EXPORT_FILE,
        sheetName: AUDIT_EXPORT_SHEET,
        columns: auditExportColumns(t),
        rows,
      });
    },
    [dispatch, filters, t],
  );
}
