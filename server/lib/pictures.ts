import sharp from 'sharp';
import { PICTURE_MAX_PIXELS } from '../../src/contract/account.ts';
import { imageKindOf, type ImageKind } from '../../src/contract/file-kinds.ts';
import { HttpError } from './http-error.ts';
import { t } from './i18n.ts';

/*
 * Pictures the couple uploads (a userpic, a board card's picture) are never stored as sent: each is
 * decoded and written again as WebP, which drops EXIF, GPS and any other metadata and anything
 * hidden after the image data.
 */

/** Larger pictures are refused before decoding (the contract's limit, which the API documents). */
export const MAX_INPUT_PIXELS = PICTURE_MAX_PIXELS;

/** What a picture is written again as: WebP for the boards and userpics, its own format for a contract's scan. */
type OutputFormat = 'webp' | 'same';

/**
 * A JPEG, PNG or WebP picture decoded and written again within `maxSide` px square, turned upright
 * by its EXIF orientation first, with no metadata (sharp keeps none unless asked): 415 for anything
 * else, 413 for too many pixels.
 */
async function reencode(
  data: Buffer,
  maxSide: number,
  format: OutputFormat,
): Promise<{ bytes: Buffer; kind: ImageKind }> {
  const kind = imageKindOf(data);
  if (!kind) throw new HttpError(415, t('auth:server.notImage'));
  let metadata;
  try {
    // The header only: sharp's own pixel limit would call a 900-megapixel picture unreadable (415).
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, t('auth:server.notImage'));
  }
  if (metadata.format !== kind || !metadata.width || !metadata.height) {
    throw new HttpError(415, t('auth:server.notImage'));
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new HttpError(413, t('auth:server.imageTooLarge', { megapixels: MAX_INPUT_PIXELS / 1_000_000 }));
  }
  const output = format === 'webp' ? 'webp' : kind;
  try {
    const picture = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // apply the EXIF orientation before the EXIF is dropped
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const bytes = await (
      output === 'webp'
        ? picture.webp({ quality: 82 })
        : output === 'jpeg'
          ? picture.jpeg({ quality: 88, mozjpeg: true })
          : picture.png({ compressionLevel: 9 })
    ).toBuffer();
    return { bytes, kind: output };
  } catch {
    // A header that parses over a body that does not decode.
    throw new HttpError(415, t('auth:server.notImage'));
  }
}

/** A JPEG, PNG or WebP picture re-encoded as WebP within `maxSide` px square (see reencode). */
export async function reencodeAsWebp(data: Buffer, maxSide: number): Promise<Buffer> {
  return (await reencode(data, maxSide, 'webp')).bytes;
}

/**
 * A JPEG or PNG kept as a JPEG or PNG but written again within `maxSide` px square, without EXIF,
 * GPS or anything hidden after the image: a scanned contract stays the file type the couple sent.
 */
export async function reencodeInItsFormat(data: Buffer, maxSide: number): Promise<Buffer> {
  return (await reencode(data, maxSide, 'same')).bytes;
}
