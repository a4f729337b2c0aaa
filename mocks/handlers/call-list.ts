import { callListEntryOf, callListOf } from '../../src/contract/call-list.ts';
import { callListRoutes } from '../../src/contract/call-list-routes.ts';
import { mockHouseholds } from '../messages-store.ts';
import { mockRoute } from '../kit.ts';

/*
 * The call list (server/features/call-list) by callListOf: the households not answered that the messages
 * mock reaches by no channel (it has no Telegram chats: a household's channels are its guests' e-mails).
 */
export const callListHandlers = [
  mockRoute(callListRoutes.households, ({ user }) =>
    callListOf(
      mockHouseholds(user).map(({ invitation, guests, channels }) =>
        callListEntryOf(invitation, guests, !channels.includes('none')),
      ),
    ),
  ),
];
