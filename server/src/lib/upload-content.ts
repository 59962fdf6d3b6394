import { randomBytes } from 'node:crypto';
import { fromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from './http-error';
import { carriesHiddenData } from './image-metadata';

/**
 * What an upload is before any store holds it: its kind, its sniffed type, the bytes kept (an
 * image re-encoded without its metadata) and its random key. The same for every store
 * (uploads.ts), so the file and database stores accept and serve exactly the same files.
 */

export type UploadKind = 'drawings' | 'photos' | 'documents' | 'attachments';

export const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Sniffs the bytes (never trusts the client's name or type): one of PNG, JPEG, GIF, WebP, else null. */
export async function sniffImage(data: Buffer): Promise<{ mime: string; ext: string } | null> {
  const type = await fromBuffer(data);
  if (!type || !(type.mime in IMAGE_TYPES)) return null;
  return { mime: type.mime, ext: IMAGE_TYPES[type.mime] };
}

/** Above this many pixels an upload is refused rather than decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 100_000_000;

/** Where the upload came from, for the field of a 400: the profile form's `image`, the ticket form's `drawings`. */
const UNREADABLE: Record<UploadKind, { field: string; message: string }> = {
  photos: { field: 'image', message: 'Upload a valid image file (PNG, JPEG, GIF or WebP).' },
  drawings: { field: 'drawings', message: 'Upload a valid image (PNG, JPEG, GIF or WebP).' },
  documents: { field: 'file', message: 'Upload a PDF file.' },
  attachments: { field: 'file', message: 'This file type is not accepted.' },
};

/** Sniffs the bytes: a PDF, else null (patent documents). */
export async function sniffPdf(data: Buffer): Promise<{ mime: string; ext: string } | null> {
  const type = await fromBuffer(data);
  return type?.mime === 'application/pdf' ? { mime: type.mime, ext: 'pdf' } : null;
}

/**
 * The same picture in the same format, re-encoded from its pixels: EXIF (camera, GPS position,
 * time), XMP, IPTC, ICC profiles, PNG text chunks and any bytes appended after the image are
 * gone. The EXIF orientation is applied to the pixels first, so the picture still stands the
 * right way up. GIF and WebP keep their animation frames. Decoding runs on libuv's thread pool,
 * not on the event loop. Throws when the bytes do not decode.
 */
export async function reencodeImage(data: Buffer, ext: string): Promise<Buffer> {
  // Only GIF and WebP have frames; reading the header first keeps a still one orientable.
  const animated =
    (ext === 'gif' || ext === 'webp') &&
    ((await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).pages ?? 1) > 1;
  const image = sharp(data, {
    animated,
    autoOrient: !animated,
    limitInputPixels: MAX_INPUT_PIXELS,
  });
  switch (ext) {
    case 'png':
      return image.png().toBuffer();
    case 'jpg':
      return image.jpeg({ quality: 90 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'webp':
      return image.webp({ quality: 90 }).toBuffer();
    default:
      throw new Error(`not an image extension: ${ext}`);
  }
}

/** Resolves once the image decodes (on the thread pool); rejects when it does not. */
async function decodedAsIs(data: Buffer): Promise<Buffer> {
  await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).raw().toBuffer();
  return data;
}

/** The 400 for an image that does not decode, on the form field it came from. */
function unreadable(kind: UploadKind): HttpError {
  const { field, message } = UNREADABLE[kind];
  return new HttpError(400, message, { [field]: [message] });
}

/** Where a store writes: bytes under a fresh key (answered), and the removal of a key. */
export interface UploadTarget {
  write: (data: Buffer) => Promise<string>;
  remove: (key: string) => Promise<void>;
}

/**
 * Stores an uploaded image through `target` and answers its key: re-encoded without its
 * metadata by `reencodeImage` when it carries any (see `carriesHiddenData`), else as sent. An
 * image that does not decode is a 400 on the form field it came from. Every store saves images
 * through this.
 *
 * A clean image is written while it is decoded, both off the event loop and at once: a request
 * waits for one of them instead of one after the other. If it does not decode, the copy
 * written meanwhile is removed before the 400.
 */
export async function storeImage(
  kind: UploadKind,
  original: Buffer,
  ext: string,
  target: UploadTarget,
): Promise<string> {
  if (carriesHiddenData(original, ext)) {
    let clean: Buffer;
    try {
      clean = await reencodeImage(original, ext);
    } catch {
      throw unreadable(kind);
    }
    return target.write(clean);
  }
  const [decoded, written] = await Promise.allSettled([
    decodedAsIs(original),
    target.write(original),
  ]);
  if (decoded.status === 'rejected') {
    if (written.status === 'fulfilled') await target.remove(written.value);
    throw unreadable(kind);
  }
  if (written.status === 'rejected') throw written.reason;
  return written.value;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}\.(png|jpg|gif|webp|pdf|docx|xlsx|pptx|odt|ods|txt|csv)$/;

/** Upload keys are random names we made: anything else (e.g. `../x`) is refused. */
export const isUploadKey = (key: string): boolean => KEY_PATTERN.test(key);

/** A fresh random key (the stored name) for an upload with this extension. */
export const newUploadKey = (ext: string): string =>
  `${randomBytes(18).toString('base64url')}.${ext}`;

export const UPLOAD_KINDS: readonly UploadKind[] = [
  'drawings',
  'photos',
  'documents',
  'attachments',
];

/** Public URL of a stored upload (served by the authorised files route). */
export const uploadUrl = (kind: UploadKind, key: string | null): string | null =>
  key ? `/api/files/${kind}/${key}` : null;
