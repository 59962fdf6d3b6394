import { uploadUrl, type UploadKind } from '@server/lib/uploads';

/*
 * A patent's `schemas` are URLs: external http(s) links (what the shared payload schema and the
 * importers accept), and the images the office uploads, which are ours and relative
 * (`/api/files/photos/<key>`). The payload schema refuses relative URLs, so the uploaded ones a
 * patent already has are set aside before it runs and put back in their places after.
 */

/**
 * Where uploaded schema images are stored and served: the `photos` upload kind, but the files
 * route answers a photo that is a patent's schema only to the patent's inventors and the
 * office (files.service.ts, `schemaImageVisibleTo`).
 */
export const SCHEMA_UPLOAD_KIND: UploadKind = 'photos';
const PREFIX = `/api/files/${SCHEMA_UPLOAD_KIND}/`;

/** The stored key of an uploaded schema image's URL, else null (an external link). */
export function uploadedSchemaKey(url: string): string | null {
  return url.startsWith(PREFIX) ? url.slice(PREFIX.length) : null;
}

export const uploadedSchemaUrl = (key: string): string => uploadUrl(SCHEMA_UPLOAD_KIND, key) ?? '';

/**
 * `input` with the uploaded schema URLs `attached` to the patent taken out of `schemas`, and
 * how to put them back among the checked external URLs, in the order they were sent.
 */
export function setAsideUploadedSchemas(
  input: unknown,
  attached: ReadonlySet<string>,
): { input: unknown; restore: (checked: string[]) => string[] } {
  const identity = { input, restore: (checked: string[]) => checked };
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return identity;
  const sent: unknown = Reflect.get(input, 'schemas');
  if (!Array.isArray(sent)) return identity;
  const kept = sent.map((url) =>
    typeof url === 'string' && attached.has(url.trim()) ? url.trim() : null,
  );
  const external = sent.filter((_url, index) => kept[index] === null);
  return {
    input: { ...input, schemas: external },
    restore: (checked) => {
      let next = 0;
      return kept
        .map((url) => url ?? checked[next++])
        .filter((url): url is string => url !== undefined);
    },
  };
}
