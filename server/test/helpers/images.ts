import sharp from 'sharp';

/** Format, size and the metadata a served image still carries (none, once re-encoded). */
export async function imageFacts(data: Buffer) {
  const meta = await sharp(data).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    orientation: meta.orientation,
    exif: meta.exif !== undefined,
    xmp: meta.xmp !== undefined,
    iptc: meta.iptc !== undefined,
    comments: meta.comments?.length ?? 0,
  };
}

/** The same picture: equal size and equal RGBA pixels, whatever the bytes of the file. */
export async function samePixels(a: Buffer, b: Buffer): Promise<boolean> {
  const [x, y] = await Promise.all(
    [a, b].map((data) =>
      sharp(data).toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
    ),
  );
  return x.info.width === y.info.width && x.info.height === y.info.height && x.data.equals(y.data);
}
