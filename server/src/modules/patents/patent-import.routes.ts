import { z } from 'zod';
import {
  errorResponse,
  NOT_SIGNED_IN,
  SESSION,
  unvalidatedBody,
  type RoutePlugin,
} from '@server/plugins/app/route-contract';
import {
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  importPatentUpload,
  NOT_A_TABLE,
} from './patent-import.service';
import { readSingleFile } from '@server/lib/single-file-upload';
import { NOT_OFFICE, officeActor } from '@server/lib/office-route-support';

const importForm = z.object({
  file: z
    .file()
    .describe('A .csv (UTF-8) or .xlsx file, at most 5 MB (sniffed), as `import-patents` takes.'),
});

const importReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  inventors_created: z
    .number()
    .int()
    .describe('Inventor records made for unknown names in the `inventors` column.'),
  rejected: z.array(
    z.object({
      line: z.number().int().describe('The row number in the file (the header is line 1).'),
      reason: z.string(),
    }),
  ),
});

/** POST /api/office/patents/import: the admin CLI's `import-patents`, as an upload. */
const officePatentImportRoutes: RoutePlugin = async (app) => {
  app.post(
    '/patents/import',
    {
      schema: {
        summary: 'Import patents from a CSV or XLSX upload (the `import-patents` command)',
        description:
          'Multipart `file`. Parsed with exceljs in a worker thread (off the event loop). Runs the admin CLI’s importer: a header row of patent field names, `inventors` as emails or names joined by `;`, `schemas` joined by `;`, matched on `deposit_number`. Answers its report; rejected rows do not stop the others. Each patent created or changed is in the audit log.',
        security: SESSION,
        consumes: ['multipart/form-data'],
        body: unvalidatedBody(importForm),
        response: {
          200: importReportSchema,
          400: errorResponse(
            'On `file`, with a `detail` a person understands: not a CSV or XLSX file (sniffed), over 5 MB, over 50 MB once unpacked (the zip’s entries are checked before parsing), over 20,000 data rows, too slow to read (15 s), no header row, or no file.',
          ),
          401: NOT_SIGNED_IN,
          403: NOT_OFFICE,
        },
      },
    },
    async (request) => {
      const data = await readSingleFile(request, {
        maxBytes: IMPORT_MAX_BYTES,
        tooLarge: IMPORT_TOO_LARGE,
        invalid: NOT_A_TABLE,
      });
      return importPatentUpload(app.db, officeActor(request), data);
    },
  );
};

export default officePatentImportRoutes;
