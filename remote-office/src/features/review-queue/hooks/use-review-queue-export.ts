import { useAppDispatch } from '@inventor-portal/shared';
import {
  answerExportColumns,
  exportRows,
  type ExportColumn,
  type ExportFormat,
} from '@inventor-portal/shared/export';
import { currentLanguage, type TFunction } from '@inventor-portal/shared/i18n';
import {
  inventorDisplayName,
  type FormDefinition,
  type OfficeTicketRow,
} from '@inventor-portal/shared/schemas';
import { formatDate, formatDateTime } from '@inventor-portal/shared/ui';
import { useCallback } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import { fetchAllPages } from '@remote-office/lib/fetch-all-pages';
import { ticketAgeInDays } from '@remote-office/lib/ticket-age';
import { questionnaireVersionApi } from '@remote-office/lib/questionnaire-api';
import { reviewQueueApi, type ReviewQueueArgs } from '../api/review-queue-api';
import { attestationExportColumns } from '../components/attestation-columns';

/** File and sheet names stay English in every language, like the other exports. */
export const QUEUE_EXPORT_FILE = 'review-queue';
export const QUEUE_EXPORT_SHEET = 'Review queue';

/**
 * One column per question of the version published now (API.md Part 3), headed by its label in
 * the page's language; the same cells as the inventor's tickets export (shared `answerExportColumns`).
 */
export function answerColumns(
  t: TFunction<'office'>,
  questionnaire: Pick<FormDefinition, 'sections'> | null,
): ExportColumn<OfficeTicketRow>[] {
  const language = currentLanguage() === 'fr' ? 'fr' : 'en';
  const words = { yes: t('formBuilder.showWhen.yes'), no: t('formBuilder.showWhen.no') };
  return answerExportColumns<OfficeTicketRow>(questionnaire, language, words);
}

export function reviewQueueExportColumns(
  t: TFunction<'office'>,
  questionnaire: Pick<FormDefinition, 'sections'> | null = null,
): ExportColumn<OfficeTicketRow>[] {
  return [
    { key: 'id', header: t('queue.export.id') },
    { key: 'title', header: t('queue.columns.title') },
    {
      key: 'submitter',
      header: t('queue.columns.submitter'),
      value: (row) => inventorDisplayName(row.submitter, row.submitter.id),
    },
    { key: 'email', header: t('queue.export.email'), value: (row) => row.submitter.email },
    {
      key: 'affiliation',
      header: t('queue.export.affiliation'),
      value: (row) => row.submitter.affiliation,
    },
    {
      key: 'status',
      header: t('queue.columns.status'),
      value: (row) => t(`status.${row.status}`, { defaultValue: row.status }),
    },
    {
      key: 'age',
      header: t('queue.export.ageDays'),
      value: (row) => ticketAgeInDays(row.created_at),
    },
    { key: 'assignee', header: t('queue.columns.assignee'), value: (row) => row.assignee?.name },
    { key: 'comments_count', header: t('queue.columns.comments') },
    {
      key: 'meeting_date',
      header: t('queue.columns.meeting'),
      value: (row) => formatDateTime(row.meeting_date),
    },
    {
      key: 'created_at',
      header: t('queue.columns.created'),
      value: (row) => formatDate(row.created_at),
    },
    ...attestationExportColumns(t),
    ...answerColumns(t, questionnaire),
  ];
}

/**
 * Downloads review-queue.csv / .xlsx with every ticket the filters select, over all pages, in
 * the order shown. `filters` are the list's arguments without paging.
 */
export function useReviewQueueExport(filters: Omit<ReviewQueueArgs, 'page' | 'page_size'>) {
  const { t } = useOfficeTranslation();
  const dispatch = useAppDispatch();
  return useCallback(
    async (format: ExportFormat) => {
      const published = await dispatch(
        questionnaireVersionApi.endpoints.getPublishedForm.initiate(undefined, {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap();
      const questionnaire =
        published.version === null
          ? null
          : { sections: published.sections as FormDefinition['sections'] };
      const rows = await fetchAllPages((page, pageSize) =>
        dispatch(
          reviewQueueApi.endpoints.getOfficeTickets.initiate(
            { ...filters, page, page_size: pageSize, answers: questionnaire !== null },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap(),
      );
      await exportRows({
        format,
        fileName: QUEUE_EXPORT_FILE,
        sheetName: QUEUE_EXPORT_SHEET,
        columns: reviewQueueExportColumns(t, questionnaire),
        rows,
      });
    },
    [dispatch, filters, t],
  );
}
