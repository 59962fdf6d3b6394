import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { uniqueNames, zipEntryName } from './attachment-files';

/** One file of the zip: its name, its time, and how to read its bytes when the zip reaches it. */
export interface ZipEntry {
  name: string;
  /** ISO time: the entry's modification time. */
  createdAt: string;
  /** Deflate it (text); files that are compressed already are stored as they are. */
  compress: boolean;
  /** The file's bytes as a stream (from disk as it is read, on SQLite), or null when missing. */
  open: () => Promise<Readable | null>;
}

/**
 * A zip of the entries, streamed by yazl: the archive is written as it is read, each file opened
 * only when yazl asks for it (`addReadStreamLazy`, one at a time) and streamed from the store
 * (from disk chunk by chunk; a PostgreSQL row whole), so at most one file is in memory whatever
 * their number. Each entry under its name, repeated names made
 * unique; names are stored as UTF-8 (yazl sets the language-encoding flag). A file missing from
 * the store fails the stream (the download breaks rather than leaving a file out silently).
 */
export function zipStream(entries: readonly ZipEntry[]): Readable {
  const zip = new ZipFile();
  const names = uniqueNames(entries.map((e) => zipEntryName(e.name)));
  entries.forEach((entry, index) => {
    zip.addReadStreamLazy(
      names[index],
      { mtime: new Date(entry.createdAt), compress: entry.compress },
      (callback) => {
        // yazl ignores the stream that comes with an error.
        const failed = (err: Error) => callback(err, Readable.from([]));
        entry.open().then(
          (stream) =>
            stream
              ? callback(null, stream)
              : failed(new Error(`attachment file missing: ${names[index]}`)),
          (err: unknown) => failed(err instanceof Error ? err : new Error(String(err))),
        );
      },
    );
  });
  const output = zip.outputStream as Readable;
  // yazl reports a failed read on the ZipFile itself: the download ends with that error.
  zip.on('error', (err: Error) => output.destroy(err));
  zip.end();
  return output;
}
