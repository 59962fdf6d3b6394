import { api } from '@inventor-portal/shared';
import type {
  InventorSummary,
  OfficeInventorPage,
  OfficePatentPayload,
  PatentDetail,
  PatentDocumentKind,
  PatentListItem,
} from '@inventor-portal/shared/schemas';

/** `GET /api/office/patents/` (the inventors' list shape). */
export interface OfficePatentPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: PatentListItem[];
}

/** `GET /api/office/patents/{id}/`: the detail shape plus the inventors' summaries. */
export type OfficePatentDetail = PatentDetail & { inventor_details?: InventorSummary[] };

/** `POST /api/office/patents/import/`: the admin CLI importer's report. */
export interface PatentImportReport {
  created: number;
  updated: number;
  unchanged: number;
  inventors_created: number;
  rejected: Array<{ line: number; reason: string }>;
}

export interface OfficePatentsArgs {
  page: number;
  page_size: number;
  ordering?: string;
  search?: string;
}

const LIST_TAG = { type: 'Patent', id: 'OFFICE_LIST' } as const;
const patentTag = (id: number) => ({ type: 'Patent' as const, id });

const fileForm = (file: File, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
};

/** A write of one patent refreshes its detail and the list (nothing on failure). */
const patentWritten = (_result: unknown, error: unknown, { id }: { id: number }) =>
  error ? [] : [LIST_TAG, patentTag(id)];

/** The office's patents: list, detail, create/edit, documents, schema images and import. */
export const officePatentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOfficePatents: build.query<OfficePatentPage, OfficePatentsArgs>({
      query: ({ search, ordering, ...paging }) => ({
        url: '/api/office/patents/',
        params: {
          ...paging,
          ...(search ? { search } : {}),
          ...(ordering ? { ordering } : {}),
        },
      }),
      providesTags: [LIST_TAG],
    }),
    getOfficePatent: build.query<OfficePatentDetail, number>({
      query: (id) => `/api/office/patents/${id}/`,
      providesTags: (_result, _error, id) => [patentTag(id)],
    }),
    createOfficePatent: build.mutation<PatentDetail, OfficePatentPayload>({
      query: (body) => ({ url: '/api/office/patents/', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
    updateOfficePatent: build.mutation<
      PatentDetail,
      { id: number; body: Partial<OfficePatentPayload> }
    >({
      query: ({ id, body }) => ({ url: `/api/office/patents/${id}/`, method: 'PATCH', body }),
      invalidatesTags: patentWritten,
    }),
    uploadOfficePatentDocument: build.mutation<
      PatentDetail,
      { id: number; kind: PatentDocumentKind; file: File }
    >({
      query: ({ id, kind, file }) => ({
        url: `/api/office/patents/${id}/documents/`,
        method: 'POST',
        body: fileForm(file, { kind }),
      }),
      invalidatesTags: patentWritten,
    }),
    addOfficePatentSchemaImage: build.mutation<PatentDetail, { id: number; file: File }>({
      query: ({ id, file }) => ({
        url: `/api/office/patents/${id}/schemas/`,
        method: 'POST',
        body: fileForm(file),
      }),
      invalidatesTags: patentWritten,
    }),
    removeOfficePatentSchema: build.mutation<PatentDetail, { id: number; index: number }>({
      query: ({ id, index }) => ({
        url: `/api/office/patents/${id}/schemas/${index}/`,
        method: 'DELETE',
      }),
      invalidatesTags: patentWritten,
    }),
    importOfficePatents: build.mutation<PatentImportReport, File>({
      query: (file) => ({
        url: '/api/office/patents/import/',
        method: 'POST',
        body: fileForm(file),
      }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
    /** The inventor picker's search: the office directory (`GET /api/office/inventors/`). */
    searchPatentInventors: build.query<OfficeInventorPage, string>({
      query: (search) => ({
        url: '/api/office/inventors/',
        params: { search, page: 1, page_size: 10 },
      }),
    }),
  }),
});

export const {
  useGetOfficePatentsQuery,
  useGetOfficePatentQuery,
  useCreateOfficePatentMutation,
  useUpdateOfficePatentMutation,
  useUploadOfficePatentDocumentMutation,
  useAddOfficePatentSchemaImageMutation,
  useRemoveOfficePatentSchemaMutation,
  useImportOfficePatentsMutation,
  useSearchPatentInventorsQuery,
} = officePatentsApi;
