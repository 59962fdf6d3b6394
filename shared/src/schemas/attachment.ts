import { z } from 'zod';

/**
 * A ticket's attachments (API.md Part 3 "Attachments"): what the upload, the list and the
 * ticket answer, and the rules the browser checks before sending (the server checks them again
 * on the bytes). One place for the limits and the sentences, used by the server and the panel.
 */

export const ATTACHMENT_LIMITS = {
  /** Bytes per file. */
  fileBytes: 20 * 1024 * 1024,
  /** Attachments per ticket. */
  perTicket: 20,
  /** Characters kept of a file's name. */
  nameLength: 255,
} as const;

export const ATTACHMENT_TYPE_REFUSED = 'This file type is not accepted.';
export const ATTACHMENT_TOO_LARGE = `Files may be up to ${ATTACHMENT_LIMITS.fileBytes / (1024 * 1024)} MB.`;
export const ATTACHMENTS_TOO_MANY = `A ticket may have up to ${ATTACHMENT_LIMITS.perTicket} attachments.`;
export const ATTACHMENTS_LOCKED = 'Attachments cannot be changed once the ticket is decided.';

/**
 * The accepted types, by the type sniffed from the bytes (never the name or the browser's
 * claim), with the extension the stored file gets. Plain text and CSV have no magic number:
 * they are recognised by their name and checked to be UTF-8 text without NUL bytes.
 */
export const ATTACHMENT_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
};

/** Text types, recognised by the name's extension once the bytes are valid text. */
export const ATTACHMENT_TEXT_TYPES: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  csv: 'text/csv',
};

/** The extensions a file picker offers (`accept`), and the browser's first check. */
export const ATTACHMENT_EXTENSIONS: readonly string[] = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'txt',
  'csv',
];

/** The extension of a file name, lower case, without the dot ('' without one). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * What the browser can tell before sending: the server's sentence for a file it will refuse by
 * its size, or by its type as the browser sees it (neither an accepted extension nor an accepted
 * type), else null. The server decides on the bytes.
 */
export function attachmentProblem(file: {
  name: string;
  size: number;
  type?: string;
}): string | null {
  const known =
    ATTACHMENT_EXTENSIONS.includes(extensionOf(file.name)) ||
    (file.type !== undefined && file.type in ATTACHMENT_TYPES);
  if (!known) return ATTACHMENT_TYPE_REFUSED;
  if (file.size > ATTACHMENT_LIMITS.fileBytes) return ATTACHMENT_TOO_LARGE;
  return null;
}

/** One attachment (`POST` answer, list rows, the ticket's `attachments`). */
export const ticketAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  content_type: z.string(),
  url: z
    .string()
    .describe('`/api/files/attachments/...`: served to those who may read the ticket.'),
  uploaded_by: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .describe('The account that uploaded it; null once that account is gone.'),
  created_at: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketAttachmentListSchema = z.array(ticketAttachmentSchema);
