import path from 'node:path';
import contentDisposition from 'content-disposition';
import { fromBuffer } from 'file-type';
import {
  ATTACHMENT_LIMITS,
  ATTACHMENT_TEXT_TYPES,
  ATTACHMENT_TYPE_REFUSED,
  ATTACHMENT_TYPES,
  extensionOf,
} from '@inventor-portal/shared/schemas';
import { HttpError } from '@server/lib/http-error';

/**
 * What an attachment's bytes and name may be: the type sniffed from the bytes (file-type, as
 * every upload), the text types recognised by name once checked to be text, and the name kept
 * for display and downloads only (never a path: the file is stored under a random key).
 */

export const fileError = (message: string) => new HttpError(400, message, { file: [message] });

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 text without NUL bytes (a BOM is fine). */
function isText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * The accepted type of a file by its bytes: PDF, PNG, JPEG, WebP, DOCX, XLSX, PPTX, ODT, ODS;
 * or, when the bytes have no known signature, plain text and CSV by the name's extension if the
 * bytes are UTF-8 text without NULs. `400 {"file": ["This file type is not accepted."]}` else.
 */
export async function sniffAttachment(
  data: Buffer,
  name: string,
): Promise<{ contentType: string; ext: string }> {
  const sniffed = await fromBuffer(data);
  if (sniffed) {
    const ext = ATTACHMENT_TYPES[sniffed.mime];
    if (ext) return { contentType: sniffed.mime, ext };
    throw fileError(ATTACHMENT_TYPE_REFUSED);
  }
  const ext = extensionOf(name);
  const textType = ATTACHMENT_TEXT_TYPES[ext];
  if (textType && isText(data)) return { contentType: `${textType}; charset=utf-8`, ext };
  throw fileError(ATTACHMENT_TYPE_REFUSED);
}

/**
 * Control characters (C0, DEL, C1) and the bidirectional controls that can disguise an
 * extension ("invoice\u202Efdp.exe").
 */
function isHiddenCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** Cuts a string to at most `max` characters without splitting a surrogate pair. */
const cut = (text: string, max: number) => [...text].slice(0, max).join('');

/**
 * The name an attachment is shown and downloaded under: the last part of what the browser sent
 * (no folders, either separator), Unicode NFC, without control characters, trimmed, at most 255
 * characters (keeping the extension); "file" when nothing is left or only dots are.
 */
export function safeAttachmentName(sent: string): string {
  const base = sent.split(/[/\\]/).pop() ?? '';
  let name = [...base.normalize('NFC')]
    .filter((char) => !isHiddenCharacter(char))
    .join('')
    .trim();
  if (/^\.*$/.test(name)) name = 'file';
  const max = ATTACHMENT_LIMITS.nameLength;
  if ([...name].length <= max) return name;
  const ext = path.extname(name);
  const keep = [...ext].length < 20 ? ext : '';
  return cut(name.slice(0, name.length - keep.length), max - [...keep].length) + keep;
}

/**
 * The name of an entry of the zip: the attachment's name (no folders already), with a leading
 * drive letter ("C:notes.txt") defused, which unzip tools would take for an absolute path.
 */
export const zipEntryName = (name: string): string => name.replace(/^([A-Za-z]):/, '$1_');

/**
 * Names unique within one zip: a repeated name gets " (2)", " (3)"… before its extension,
 * compared without case (as Windows and macOS unpack them).
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const ext = path.extname(name);
    const stem = name.slice(0, name.length - ext.length);
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * `Content-Disposition: attachment` for a download under `name` (RFC 6266, the content-disposition
 * package): an ASCII name as `filename`; any other as `filename*` (UTF-8) with an ASCII
 * `filename` beside it for old clients (accents dropped, other characters as "_").
 */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return contentDisposition(name, { type: 'attachment', fallback: ascii });
}
