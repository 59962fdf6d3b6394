import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { HttpError } from '../../src/lib/http-error';
import { storeImage, type UploadTarget } from '../../src/lib/upload-content';

/** A store that records what it was asked to write and remove. */
function recordingTarget(): UploadTarget & { written: Buffer[]; removed: string[] } {
  const written: Buffer[] = [];
  const removed: string[] = [];
  return {
    written,
    removed,
    write: async (data) => {
      written.push(data);
      return `key-${written.length}.png`;
    },
    remove: async (key) => {
      removed.push(key);
    },
  };
}

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Well-formed chunks around pixel data that is not zlib: no metadata, and it does not decode. */
function undecodablePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(3, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from('these are not compressed pixels')),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const cleanPng = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#1e50c8' } })
    .png()
    .toBuffer();

describe('storeImage (checked and cleaned before any store keeps it)', () => {
  it('keeps a clean image byte for byte', async () => {
    const png = await cleanPng();
    const target = recordingTarget();
    expect(await storeImage('drawings', png, 'png', target)).toBe('key-1.png');
    expect(target.written).toEqual([png]);
    expect(target.removed).toEqual([]);
  });

  it('refuses an image that does not decode with the field 400, and removes the copy written meanwhile', async () => {
    const broken = undecodablePng();
    const target = recordingTarget();
    const refusal = await storeImage('drawings', broken, 'png', target).catch((err) => err);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 400,
      message: 'Upload a valid image (PNG, JPEG, GIF or WebP).',
    });
    expect(target.written).toEqual([broken]);
    expect(target.removed).toEqual(['key-1.png']);
  });

  it('stores the re-encoded pixels of an image that carries metadata, never the original', async () => {
    const tagged = await sharp(await cleanPng())
      .withMetadata({ exif: { IFD0: { Copyright: 'GPS secret' } } })
      .jpeg()
      .toBuffer();
    const target = recordingTarget();
    await storeImage('photos', tagged, 'jpg', target);
    expect(target.written).toHaveLength(1);
    expect(target.written[0]).not.toEqual(tagged);
    expect(target.written[0].includes(Buffer.from('GPS secret'))).toBe(false);
  });
});
