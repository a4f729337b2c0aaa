import type {
  DeliveryStatus,
  Message,
  MessageAnswerState,
  MessageAudience,
  MessageDelivery,
  MessageReachQuery,
} from '../../contract/messages.ts';

/*
 * What the messages page computes from the answers, kept pure: the audience the pickers make and
 * its query for the reach line, and a message's deliveries counted and grouped by household.
 */

/** The pickers' values: empty lists and `all` mean no filter. */
export interface AudienceChoice {
  eventIds: string[];
  sides: NonNullable<MessageAudience['sides']>;
  categories: NonNullable<MessageAudience['categories']>;
  answer: MessageAnswerState | 'all';
}

export const EVERYONE: AudienceChoice = { eventIds: [], sides: [], categories: [], answer: 'all' };

/** The audience POST /messages takes: only the filters picked. */
export function audienceOf(choice: AudienceChoice): MessageAudience {
  const audience: MessageAudience = {};
  if (choice.eventIds.length > 0) audience.eventIds = choice.eventIds;
  if (choice.sides.length > 0) audience.sides = choice.sides;
  if (choice.categories.length > 0) audience.categories = choice.categories;
  if (choice.answer !== 'all') audience.answer = choice.answer;
  return audience;
}

/** The same audience as GET /messages/reach's query: lists comma-separated, nothing for no filter. */
export function reachQueryOf(audience: MessageAudience): MessageReachQuery & Record<string, string> {
  const query: Record<string, string> = {};
  if (audience.eventIds?.length) query.eventIds = audience.eventIds.join(',');
  if (audience.sides?.length) query.sides = audience.sides.join(',');
  if (audience.categories?.length) query.categories = audience.categories.join(',');
  if (audience.answer) query.answer = audience.answer;
  return query;
}

/** How many deliveries of a message are in each status. */
export function deliveryCounts(deliveries: readonly Pick<MessageDelivery, 'status'>[]): Record<DeliveryStatus, number> {
  const counts: Record<DeliveryStatus, number> = { queued: 0, sent: 0, failed: 0, 'no-contact': 0 };
  for (const delivery of deliveries) counts[delivery.status] += 1;
  return counts;
}

/** How many households a message went to (a household reached by two channels is one). */
export function householdCount(message: Pick<Message, 'deliveries'>): number {
  return new Set(message.deliveries.map((delivery) => delivery.invitationId)).size;
}

/** The tag colour of a delivery's status: waiting, done, refused, impossible. */
export const DELIVERY_STATUS_COLORS: Record<DeliveryStatus, string> = {
  queued: 'blue',
  sent: 'green',
  failed: 'red',
  'no-contact': 'default',
};

export const MESSAGE_STATUS_COLORS: Record<Message['status'], string> = {
  scheduled: 'gold',
  sending: 'blue',
  sent: 'green',
};

/** Whether the message may still be cancelled: only before its sending starts (409 after). */
export function isCancellable(message: Pick<Message, 'status'>): boolean {
  return message.status === 'scheduled';
}
