import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { carriesHiddenData } from '../../src/lib/image-metadata';
import { reencodeImage } from '../../src/lib/uploads';
import { imageFacts, samePixels } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';
import { newUserClient, ticketFields } from '../routes/inventors/support';

const NO_METADATA = { exif: false, xmp: false, iptc: false, comments: 0 };

/** A 40×20 JPEG from a phone: camera owner, GPS position, and "rotate 90°" in its EXIF. */
function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c81e1e' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Camera Owner Name', Make: 'SpyCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG with a text chunk (an author's note) and a payload appended after its end. */
async function annotatedPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 3, height: 2, channels: 4, background: '#1e50c8' } })
    .png()
    .toBuffer();
  const body = Buffer.concat([
    Buffer.from('tEXt'),
    Buffer.from('Comment\0home address: 1 Secret Lane'),
  ]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), 4 + body.length);
  // After the 8-byte signature and the 25-byte IHDR chunk, where readers look for text.
  return Buffer.concat([
    png.subarray(0, 33),
    chunk,
    png.subarray(33),
    Buffer.from('<script>appended</script>'),
  ]);
}

/** A 4×4 GIF or WebP of two frames: red, then green. */
function twoFrames(format: 'gif' | 'webp'): Promise<Buffer> {
  const pixels = Buffer.alloc(4 * 8 * 4);
  for (let i = 0; i < 32; i += 1) pixels.set(i < 16 ? [255, 0, 0, 255] : [0, 255, 0, 255], i * 4);
  const image = sharp(pixels, { raw: { width: 4, height: 8, channels: 4, pageHeight: 4 } });
  return (
    format === 'gif' ? image.gif({ loop: 0 }) : image.webp({ loop: 0, lossless: true })
  ).toBuffer();
}

describe('re-encoding uploaded images', () => {
  it('drops EXIF (GPS, camera owner) from a JPEG, keeps it a JPEG, and turns the pixels the way the EXIF said', async () => {
    const original = await phoneJpeg();
    expect(await imageFacts(original)).toMatchObject({
      format: 'jpeg',
      width: 40,
      height: 20,
      orientation: 6,
      exif: true,
    });
    const cleaned = await reencodeImage(original, 'jpg');
    expect(await imageFacts(cleaned)).toEqual({
      format: 'jpeg',
      width: 20,
      height: 40,
      orientation: undefined,
      ...NO_METADATA,
    });
    expect(cleaned.includes('SpyCam')).toBe(false);
  });

  it('drops text chunks and appended bytes from a PNG, keeping it a PNG with the same pixels', async () => {
    const original = await annotatedPng();
    expect((await imageFacts(original)).comments).toBe(1);
    const cleaned = await reencodeImage(original, 'png');
    expect(await imageFacts(cleaned)).toEqual({
      format: 'png',
      width: 3,
      height: 2,
      orientation: undefined,
      ...NO_METADATA,
    });
    expect(cleaned.includes('Secret Lane')).toBe(false);
    expect(cleaned.includes('<script>')).toBe(false);
    expect(await samePixels(cleaned, original)).toBe(true);
  });

  it('tells a clean image from one with metadata or appended bytes', async () => {
    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect(carriesHiddenData(png, 'png')).toBe(false);
    expect(carriesHiddenData(jpeg, 'jpg')).toBe(false);
    expect(carriesHiddenData(await annotatedPng(), 'png')).toBe(true);
    expect(carriesHiddenData(Buffer.concat([png, Buffer.from('x')]), 'png')).toBe(true);
    expect(carriesHiddenData(await phoneJpeg(), 'jpg')).toBe(true);
    expect(carriesHiddenData(Buffer.concat([jpeg, Buffer.from('x')]), 'jpg')).toBe(true);
    const withComment = await sharp(jpeg)
      .jpeg()
      .withMetadata()
      .withExif({ IFD0: { Artist: 'A' } })
      .toBuffer();
    expect(carriesHiddenData(withComment, 'jpg')).toBe(true);
  });

  it.each(['gif', 'webp'] as const)('keeps both frames of an animated %s', async (format) => {
    const cleaned = await reencodeImage(await twoFrames(format), format);
    const meta = await sharp(cleaned).metadata();
    expect({
      format: meta.format,
      pages: meta.pages,
      width: meta.width,
      height: meta.height,
    }).toEqual({ format, pages: 2, width: 4, height: 4 });
  });
});

describeEachDatabase('uploads served without metadata', (ctx) => {
  it('serves a profile photo with no EXIF or GPS, upright, still a JPEG', async () => {
    const { user, client } = await newUserClient(ctx().app);
    const res = await client.request('PUT', '/api/accounts/me/', {
      multipart: {
        preferred_name: 'Photo Person',
        email: user.email,
        image: { filename: 'phone.jpg', contentType: 'image/jpeg', data: await phoneJpeg() },
      },
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().inventor.image;
    expect(url).toMatch(/\.jpg$/);
    const served = await client.get(url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await imageFacts(served.rawPayload)).toEqual({
      format: 'jpeg',
      width: 20,
      height: 40,
      orientation: undefined,
      ...NO_METADATA,
    });
  });

  it('serves a drawing without its text chunks, still a PNG', async () => {
    const { client } = await newUserClient(ctx().app);
    const created = await client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({
        drawings: { filename: 'drawing.png', contentType: 'image/png', data: await annotatedPng() },
      }),
    });
    expect(created.statusCode).toBe(201);
    const served = await client.get(created.json().drawings);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.includes('Secret Lane')).toBe(false);
    expect(await imageFacts(served.rawPayload)).toMatchObject({ format: 'png', ...NO_METADATA });
  });

  it('serves a clean PNG drawing and a clean JPEG photo byte for byte: only metadata triggers re-encoding', async () => {
    const { user, client } = await newUserClient(ctx().app);
    const png = await sharp({ create: { width: 5, height: 4, channels: 3, background: '#2050c0' } })
      .png()
      .toBuffer();
    const created = await client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({
        drawings: { filename: 'drawing.png', contentType: 'image/png', data: png },
      }),
    });
    expect(created.statusCode).toBe(201);
    expect((await client.get(created.json().drawings)).rawPayload.equals(png)).toBe(true);

    const jpeg = await sharp({
      create: { width: 6, height: 6, channels: 3, background: '#c02050' },
    })
      .jpeg()
      .toBuffer();
    const saved = await client.request('PUT', '/api/accounts/me/', {
      multipart: {
        preferred_name: 'Photo Person',
        email: user.email,
        image: { filename: 'photo.jpg', contentType: 'image/jpeg', data: jpeg },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await client.get(saved.json().inventor.image)).rawPayload.equals(jpeg)).toBe(true);
  });

  it('answers 400 on the form field, never 500, for bytes that look like an image but do not decode', async () => {
    const { user, client } = await newUserClient(ctx().app);
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    const photo = await client.request('PUT', '/api/accounts/me/', {
      multipart: {
        preferred_name: 'Photo Person',
        email: user.email,
        image: { filename: 'x.png', contentType: 'image/png', data: fake },
      },
    });
    expect(photo.statusCode).toBe(400);
    expect(photo.json()).toEqual({
      detail: 'Upload a valid image file (PNG, JPEG, GIF or WebP).',
      image: ['Upload a valid image file (PNG, JPEG, GIF or WebP).'],
    });
    const drawing = await client.request('POST', '/api/inventors/ticket/create/', {
      multipart: ticketFields({
        drawings: { filename: 'x.png', contentType: 'image/png', data: fake },
      }),
    });
    expect(drawing.statusCode).toBe(400);
    expect(drawing.json().drawings).toEqual(['Upload a valid image (PNG, JPEG, GIF or WebP).']);
  });
});
