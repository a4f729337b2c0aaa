import type { FieldMessage, ValidationMessageKey } from './validation.ts';

/*
 * How a failed schema keyword becomes the message of spec section 5, for one field. The server's
 * error handler and the mock handlers both call `fieldMessages` on ajv's errors, so a request gets
 * the same 422 body from either.
 */

/** What ajv reports for one failed keyword (the part we read). */
export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Which message of spec section 5 an ajv keyword stands for. */
export function messageKeyFor(issue: SchemaIssue): ValidationMessageKey {
  // The too-short message also says what the minimum is.
  if (issue.keyword === 'minLength' && typeof issue.params.limit === 'number' && issue.params.limit > 1) {
    return 'stringMinCount';
  }
  switch (issue.keyword) {
    case 'required':
      return 'required';
    case 'minLength':
      return issue.params.limit === 1 ? 'required' : 'stringMin';
    case 'maxLength':
      // The too-long message says what the maximum is (the count of its plural forms).
      return typeof issue.params.limit === 'number' ? 'stringMaxCount' : 'stringMax';
    case 'minimum':
    case 'exclusiveMinimum':
      return 'numberMin';
    case 'maximum':
    case 'exclusiveMaximum':
      return 'numberMax';
    case 'format':
      if (issue.params.format === 'email') return 'email';
      if (issue.params.format === 'date-time' || issue.params.format === 'date') return 'date';
      return 'other';
    case 'formatMinimum':
      return 'dateMin';
    case 'formatMaximum':
      return 'dateMax';
    default:
      return 'other';
  }
}

function fieldOf(issue: SchemaIssue): string | undefined {
  const path = issue.instancePath.replace(/^\//, '').split('/')[0];
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    return path ? `${path}.${issue.params.missingProperty}` : issue.params.missingProperty;
  }
  return path || undefined;
}

/**
 * One message per bad field, the first ajv reported for it: what a form shows under each input.
 * `text` turns a message key into its text (the server's i18n, or the mocks' catalogue), with the
 * keyword's limit as the count of the plural forms.
 */
export function fieldMessages(
  issues: readonly SchemaIssue[],
  text: (key: ValidationMessageKey, count: number) => string,
): FieldMessage[] {
  const byField = new Map<string, FieldMessage>();
  for (const issue of issues) {
    const field = fieldOf(issue);
    const key = field ?? '';
    if (byField.has(key)) continue;
    const message: FieldMessage = { text: text(messageKeyFor(issue), Number(issue.params.limit)) };
    if (field) message.field = field;
    byField.set(key, message);
  }
  return [...byField.values()];
}
