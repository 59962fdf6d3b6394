/**
 * Whether an uploaded image carries anything beyond its pixels: metadata (EXIF with GPS and
 * camera owner, XMP, IPTC, ICC profiles, comments, PNG text or time chunks) or bytes appended
 * after the image. Such an upload is re-encoded before it is stored; a clean one is stored as
 * sent, so the file an inventor gets back is the file they uploaded.
 */

/** PNG chunks that describe pixels only (colour, transparency, density, animation frames). */
const PNG_PIXEL_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'sBIT',
  'bKGD',
  'pHYs',
  'acTL',
  'fcTL',
  'fdAT',
]);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngIsClean(data: Buffer): boolean {
  if (!data.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let offset = 8;
  while (offset + 12 <= data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    if (!PNG_PIXEL_CHUNKS.has(type)) return false;
    offset += 12 + length;
    // Nothing may follow the end chunk.
    if (type === 'IEND') return offset === data.length;
  }
  return false;
}

const JPEG_SOI = 0xd8;
const JPEG_EOI = 0xd9;
const JPEG_SOS = 0xda;
const JPEG_APP0 = 0xe0;
const JPEG_APP15 = 0xef;
const JPEG_COM = 0xfe;

function jpegIsClean(data: Buffer): boolean {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== JPEG_SOI) return false;
  // Appended bytes: a JPEG ends with its end-of-image marker.
  if (data[data.length - 2] !== 0xff || data[data.length - 1] !== JPEG_EOI) return false;
  let offset = 2;
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) return false;
    const marker = data[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Past the headers the entropy-coded image follows: no metadata segment can come after.
    if (marker === JPEG_SOS || marker === JPEG_EOI) return true;
    const isMetadata = (marker > JPEG_APP0 && marker <= JPEG_APP15) || marker === JPEG_COM;
    const isJfif =
      marker === JPEG_APP0 && data.toString('latin1', offset + 4, offset + 9) === 'JFIF\0';
    if (isMetadata || (marker === JPEG_APP0 && !isJfif)) return false;
    offset += 2 + data.readUInt16BE(offset + 2);
  }
  return false;
}

/**
 * True when the image must be re-encoded to serve nothing but its pixels. GIF and WebP (rare
 * for drawings and photos) are always re-encoded: their comment and metadata blocks are many.
 */
export function carriesHiddenData(data: Buffer, ext: string): boolean {
  if (ext === 'png') return !pngIsClean(data);
  if (ext === 'jpg') return !jpegIsClean(data);
  return true;
}
