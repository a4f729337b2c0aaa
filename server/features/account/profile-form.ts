import type { FastifyRequest } from 'fastify';
import { ProfileUpdate, USERPIC_MAX_BYTES, profileFieldsFromText } from '../../../src/contract/account.ts';
import { TEXT_MAX_LENGTH } from '../../../src/contract/validation.ts';
import { checkAgainst } from '../../../src/contract/schema-check.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { validationMessages } from '../../plugins/error-handler.ts';

export interface ReceivedProfileForm {
  fields: ProfileUpdate;
  /** The bytes of the uploaded `userpic`, or null if none came. */
  picture: Buffer | null;
}

/**
 * Reads the multipart form of POST /user/update: every text field, and the `userpic` file held in
 * memory (at most USERPIC_MAX_BYTES, so nothing reaches the disk before it has been checked).
 * Answers 413 for a larger file and 422, per field, for bad values.
 */
export async function readProfileForm(request: FastifyRequest): Promise<ReceivedProfileForm> {
  if (!request.isMultipart()) throw new HttpError(400, t('auth:server.notMultipart'));
  const texts: Record<string, string> = {};
  let picture: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: USERPIC_MAX_BYTES,
        files: 1,
        fields: 20,
        // Bytes: longer values arrive cut, still longer than TEXT_MAX_LENGTH characters, and fail.
        fieldSize: TEXT_MAX_LENGTH * 4 + 4,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'userpic' && data.length > 0) picture = data;
        continue;
      }
      if (typeof part.value === 'string') texts[part.fieldname] = part.value;
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, t('auth:server.fileTooLarge'));
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
    // The parser's own errors (no boundary, a part cut off, a broken header) are the sender's.
    throw new HttpError(400, t('auth:server.malformedForm'));
  }
  delete texts.userpic; // a text field by that name is not a picture
  // Empty means "not given" (the app leaves empty values out), so a field is never cleared.
  const checked = checkAgainst(ProfileUpdate, profileFieldsFromText(texts));
  if (!checked.ok) {
    const messages = validationMessages(checked.issues);
    throw new HttpError(422, messages[0]?.text ?? t('validation:other'), messages);
  }
  return { fields: checked.value, picture };
}
