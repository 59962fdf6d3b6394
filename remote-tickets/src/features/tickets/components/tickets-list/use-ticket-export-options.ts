import { useAppDispatch } from '@inventor-portal/shared';
import { answerExportColumns } from '@inventor-portal/shared/export';
import { currentLanguage } from '@inventor-portal/shared/i18n';
import { PAGE_SIZES, type FormDefinition } from '@inventor-portal/shared/schemas';
import type { DataTableExportOptions } from '@inventor-portal/shared/ui';
import { useMemo } from 'react';
import { useTicketsTranslation } from '@remote-tickets/i18n';
import { questionnaireApi } from '../../api/questionnaire-api';
import { formatWhen } from '../../lib/format-when';
import type { TicketRow } from '../../lib/ticket-rows';

/** tickets.csv / tickets.xlsx, sheet 'Tickets' (spec §9): names as the spec says, in any language. */
export const ticketExportOptions: Omit<DataTableExportOptions<TicketRow>, 'prepare'> = {
  fileName: 'tickets',
  sheetName: 'Tickets',
  // Dates as the table shows them, in the page's language.
  toExportValue: {
    meeting_date: (row) => formatWhen(row.meeting_date),
    created_at: (row) => formatWhen(row.created_at),
  },
};

/**
 * tickets.csv / tickets.xlsx: the visible columns (spec §9), then one column per question of the
 * questionnaire published now (API.md Part 3), headed by its label in the page's language. The
 * answers are fetched when an export is asked for (the list never loads them).
 */
export function useTicketExportOptions(): DataTableExportOptions<TicketRow> {
  const dispatch = useAppDispatch();
  // `t` is a new function after a language change: the yes/no words follow it.
  const { t } = useTicketsTranslation();
  return useMemo(
    () => ({
      ...ticketExportOptions,
      prepare: async (rows) => {
        const published = await dispatch(
          questionnaireApi.endpoints.getPublishedQuestionnaire.initiate(undefined, {
            subscribe: false,
            forceRefetch: true,
          }),
        ).unwrap();
        if (published.version === null) return { rows, columns: [] };
        const page = await dispatch(
          questionnaireApi.endpoints.getTicketsWithAnswers.initiate(
            { page: 1, page_size: PAGE_SIZES.ticketsList },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap();
        const answers = new Map(page.results.map((ticket) => [ticket.id, ticket.answers]));
        const language = currentLanguage() === 'fr' ? 'fr' : 'en';
        const words = { yes: t('export.yes'), no: t('export.no') };
        return {
          rows: rows.map((row) => ({ ...row, answers: answers.get(row.id) ?? row.answers })),
          columns: answerExportColumns<TicketRow>(
            { sections: published.sections as FormDefinition['sections'] },
            language,
            words,
          ),
        };
      },
    }),
    [dispatch, t],
  );
}
