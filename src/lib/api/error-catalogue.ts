import i18n from '../i18n.ts';
import { type ApiError, isRecord } from './api-error.ts';

/** What a notice about a failed call says (spec section 8). */
export interface ErrorDescription {
  title: string;
  message: string;
  status?: number;
}

/** The fetch API's wording for a request that never reached the server. */
const FAILED_TO_FETCH = 'Failed to fetch';

function titleFor(status: number): string {
  switch (status) {
    case 400:
    case 422:
      return i18n.t('errors:badRequestTitle');
    case 401:
      return i18n.t('errors:unauthorizedTitle');
    case 403:
      return i18n.t('errors:forbiddenTitle');
    case 404:
      return i18n.t('errors:notFoundTitle');
    default:
      return i18n.t('errors:defaultTitle');
  }
}

/**
 * The message choice of spec section 8: a string body stands for the status text; otherwise the
 * first `ui.messages` text, then `error.message`, then `message`; nothing usable means "no body".
 */
function messageFor(error: ApiError): string {
  const noBody = i18n.t('errors:noBody');
  const body = error.body;
  if (typeof body === 'string') return body !== '' && error.statusText ? error.statusText : noBody;
  if (!isRecord(body)) return noBody;
  const firstUiMessage = error.fieldMessages[0]?.text;
  if (firstUiMessage) return firstUiMessage;
  if (isRecord(body.error) && typeof body.error.message === 'string' && body.error.message) return body.error.message;
  if (typeof body.message === 'string' && body.message) return body.message;
  return noBody;
}

/** Turns a failed call into the title, message and status its notice shows. */
export function describeApiError(error: ApiError): ErrorDescription {
  const status = error.status;
  if (status === undefined) {
    // No answer at all: a network failure or a cancelled request.
    const message =
      error.message === FAILED_TO_FETCH ? i18n.t('errors:failedToFetch') : i18n.t('errors:defaultMessage');
    return { title: i18n.t('errors:defaultTitle'), message };
  }
  if (status === 500) {
    return { title: i18n.t('errors:defaultTitle'), message: i18n.t('errors:defaultMessage'), status };
  }
  return { title: titleFor(status), message: messageFor(error), status };
}
