import { LIMITS, PATENT_DOCUMENT_MAX_BYTES } from '@inventor-portal/shared/schemas';

/*
 * What the browser can check before an upload, to spare a wasted transfer. The server sniffs
 * the bytes and has the last word; these only read the name, the type the browser reports
 * and the size.
 */

/** Matches the server's limits: the import (5 MB), schema images (10 MB, like a drawing). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const SCHEMA_IMAGE_MAX_BYTES = LIMITS.drawingBytes;
export { PATENT_DOCUMENT_MAX_BYTES };

export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

const extensionOf = (file: File) => file.name.toLowerCase().split('.').pop() ?? '';

export const isPdf = (file: File) =>
  file.type === 'application/pdf' || (file.type === '' && extensionOf(file) === 'pdf');

export const isTableFile = (file: File) => ['csv', 'xlsx'].includes(extensionOf(file));

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
export const isImage = (file: File) => IMAGE_TYPES.has(file.type);

export const ACCEPT = {
  pdf: 'application/pdf,.pdf',
  table: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  image: 'image/png,image/jpeg,image/gif,image/webp',
} as const;
