import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export type Rgb = [number, number, number];

/** Encodes an RGB image (pixel(x, y) gives each colour) as a valid PNG file. */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgb,
): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A round avatar: a coloured disc on a light background. */
export function avatarPng(color: Rgb, size = 64): Buffer {
  const r = size / 2;
  return encodePng(size, size, (x, y) =>
    (x - r + 0.5) ** 2 + (y - r + 0.5) ** 2 <= (r - 2) ** 2 ? color : [245, 246, 250],
  );
}

/** A technical-drawing look: a blue grid with a diagonal part outline. */
export function drawingPng(seed: number, width = 160, height = 120): Buffer {
  const step = 10 + (seed % 4) * 2;
  return encodePng(width, height, (x, y) => {
    const onOutline =
      Math.abs(y - ((x * ((seed % 3) + 1)) % height)) < 2 ||
      (x > 40 && x < 120 && (y === 30 || y === 90));
    if (onOutline) return [25, 55, 120];
    if (x % step === 0 || y % step === 0) return [190, 205, 230];
    return [250, 252, 255];
  });
}
