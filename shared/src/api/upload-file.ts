import { readCookie } from './csrf';
import { resolveBaseUrl } from './base-api';

/** What an upload answered: its status and its JSON body (null when it had none). */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

export interface UploadOptions {
  url: string;
  file: File;
  /** The multipart field of the file. */
  field?: string;
  /** Fraction sent so far, 0 to 1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Thrown when the upload was cancelled through its signal. */
export class UploadAborted extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadAborted';
  }
}

/** The csrftoken cookie, fetched with a cheap GET first when this page has none yet. */
async function csrfToken(): Promise<string | null> {
  if (readCookie('csrftoken') === null) {
    await fetch(`${resolveBaseUrl()}/api/health`, { credentials: 'include' }).catch(() => null);
  }
  return readCookie('csrftoken');
}

/**
 * POSTs one file as multipart (the session cookie and the CSRF header as every api call), with
 * XMLHttpRequest: unlike fetch it reports how much of the body has been sent, so a large upload
 * shows its progress. Resolves with any answer the server gives (the caller reads 201 or the
 * 400's field errors); rejects on a network failure, or with `UploadAborted` when cancelled.
 */
export async function uploadFile({
  url,
  file,
  field = 'file',
  onProgress,
  signal,
}: UploadOptions): Promise<UploadAnswer> {
  if (signal?.aborted) throw new UploadAborted();
  const token = await csrfToken();
  return new Promise<UploadAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${resolveBaseUrl()}${url}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('X-CSRFToken', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new UploadAborted());
    // Settled at once: the caller's cancel does not wait for the browser's abort event.
    signal?.addEventListener(
      'abort',
      () => {
        xhr.abort();
        reject(new UploadAborted());
      },
      { once: true },
    );
    const form = new FormData();
    form.append(field, file, file.name);
    xhr.send(form);
  });
}
