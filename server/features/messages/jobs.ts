/*
 * A message's send is a job of the scheduler (server/features/jobs): made with the message, at its
 * time, keyed by the message so a cancel finds it. The payload holds the id only.
 */

export const MESSAGE_SEND_JOB = 'messages.send';

export interface MessageSendPayload {
  messageId: string;
}

export function messageJobKey(messageId: string): string {
  return `message:${messageId}`;
}
