import sharp from 'sharp';

/** A JPEG photo as a phone makes it: EXIF with the camera and the place (GPS) it was taken. */
export async function jpegWithGps(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1', Copyright: 'Anna' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 21/1', GPSLongitudeRef: 'E', GPSLongitude: '37/1 37/1 4/1' },
    })
    .toBuffer();
}

export async function smallPng(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}

export async function smallWebp(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#7a7' } })
    .webp()
    .toBuffer();
}

/** A real PNG of size × size noise pixels, about 3 × size² bytes: noise does not compress, and level 0 does not try. */
export async function noisePng(size: number): Promise<Buffer> {
  return sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A real PNG of about 6 MB. */
export const sixMegabytePng = () => noisePng(1450);

/** A small file that unpacks into 48 megapixels (a plain colour compresses to almost nothing). */
export async function hugeDimensionsPng(): Promise<Buffer> {
  return sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A form as the app sends it to POST /user/update. */
export function profileForm(fields: Record<string, string>, picture?: { data: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (picture) form.append('userpic', new Blob([new Uint8Array(picture.data)], { type: picture.type }), picture.name);
  return form;
}
