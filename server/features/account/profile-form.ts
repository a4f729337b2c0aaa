import { Ajv } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { USERPIC_MAX_BYTES, type ProfileUpdate } from '../../../src/contract/account.ts';
import { TEXT_MAX_LENGTH } from '../../../src/contract/validation.ts';
import { ajvOptions } from '../../lib/ajv-options.ts';
import { HttpError } from '../../lib/http-error.ts';
import { t } from '../../lib/i18n.ts';
import { validationMessages } from '../../plugins/error-handler.ts';
import { profileFormSchema } from './schemas.ts';

// The same ajv settings as the routes' own validation, so messages come out the same.
const ajv = new Ajv({ ...ajvOptions.customOptions, strict: false });
for (const plugin of ajvOptions.plugins) plugin(ajv);
const validateProfileForm = ajv.compile(profileFormSchema);

export interface ProfileForm {
  fields: ProfileUpdate;
  /** The bytes of the uploaded `userpic`, or null if none came. */
  picture: Buffer | null;
}

const INTEGER_FIELDS = new Set(['amountOfGuests']);
const BOOLEAN_FIELDS = new Set(['isShowAdvice', 'isShowInitWizard']);

/** Multipart text to the schema's types; what does not convert stays text and fails the check. */
function typed(name: string, value: string): unknown {
  if (INTEGER_FIELDS.has(name) && /^-?\d{1,6}$/.test(value)) return Number(value);
  if (BOOLEAN_FIELDS.has(name) && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * Reads the multipart form of POST /user/update: every text field, and the `userpic` file held in
 * memory (at most USERPIC_MAX_BYTES, so nothing reaches the disk before it has been checked).
 * Answers 413 for a larger file and 422, per field, for bad values.
 */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) throw new HttpError(400, t('auth:server.notMultipart'));
  const raw: Record<string, unknown> = {};
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
      const value = typeof part.value === 'string' ? part.value.trim() : part.value;
      // Empty means "not given" (the app leaves empty values out), so a field is never cleared.
      if (value === '' || value === undefined || value === null) continue;
      raw[part.fieldname] = typeof value === 'string' ? typed(part.fieldname, value) : value;
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, t('auth:server.fileTooLarge'));
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
    // The parser's own errors (no boundary, a part cut off, a broken header) are the sender's.
    throw new HttpError(400, t('auth:server.malformedForm'));
  }
  delete raw.userpic; // a text field by that name is not a picture
  if (!validateProfileForm(raw)) {
    const messages = validationMessages((validateProfileForm.errors ?? []) as Parameters<typeof validationMessages>[0]);
    throw new HttpError(422, messages[0]?.text ?? t('validation:other'), messages);
  }
  return { fields: raw as ProfileUpdate, picture };
}
