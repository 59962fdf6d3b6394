import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/database';
import { storeBlob } from '../lib/database-upload-store';
import { FileUploadStore } from '../lib/file-upload-store';
import { UPLOAD_KINDS, type UploadKind } from '../lib/upload-content';

export const MOVE_UPLOADS_USAGE = 'move-uploads';

export interface KindMove {
  kind: UploadKind;
  /** Files written into the database by this run. */
  copied: number;
  /** Files whose key the database held already (an earlier run). */
  present: number;
  /** Names in the folder that are not upload keys (an unfinished write's temporary file). */
  ignored: number;
}

/** The names in `dir` that `FileUploadStore.keys` does not count as uploads. */
async function otherNames(dir: string, keys: string[]): Promise<number> {
  try {
    return (await fs.readdir(dir)).length - keys.length;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
}

/**
 * Copies every upload under `root` (DATA_DIR/uploads) into `upload_blobs`, one file at a time
 * (memory stays at one upload). A key already in the database is left as it is, so a second
 * run copies nothing and an interrupted run can simply be started again. The files stay where
 * they are: deleting them is the operator's call once the portal serves from the database.
 */
export async function moveUploadsIntoDatabase(db: Kysely<DB>, root: string): Promise<KindMove[]> {
  const files = new FileUploadStore(root);
  const moves: KindMove[] = [];
  for (const kind of UPLOAD_KINDS) {
    const keys = await files.keys(kind);
    const move: KindMove = {
      kind,
      copied: 0,
      present: 0,
      ignored: await otherNames(path.join(root, kind), keys),
    };
    for (const key of keys) {
      const data = await files.read(kind, key);
      if (data === null) move.ignored += 1;
      else if (await storeBlob(db, kind, key, data)) move.copied += 1;
      else move.present += 1;
    }
    moves.push(move);
  }
  return moves;
}

/** The command's report: a line per kind and the totals. */
export function formatMoveReport(root: string, moves: KindMove[]): string[] {
  const total = (field: 'copied' | 'present' | 'ignored') =>
    moves.reduce((sum, move) => sum + move[field], 0);
  return [
    `Uploads under ${root} copied into the database (upload_blobs):`,
    ...moves.map(
      (m) =>
        `  ${m.kind}: ${m.copied} copied, ${m.present} already there, ${m.ignored} other file(s) ignored`,
    ),
    `Total: ${total('copied')} copied, ${total('present')} already there, ${total('ignored')} ignored.`,
    'The files are left in place; the portal now serves them from the database.',
  ];
}
