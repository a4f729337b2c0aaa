import { GiftPictureParams, WISH_PICTURE_SIDE } from './gifts.ts';
import { route } from './route-table.ts';

/**
 * A wish's picture for anyone (tagged with the guests' side, `rsvp`): the wedding's site shows the
 * wishlist with its pictures. The name is the stored file's random id (128 bits), so the address
 * is unguessable; a picture taken away or replaced stops answering (404).
 */
export const giftPictureRoutes = {
  picture: route({
    method: 'GET',
    path: '/gift-pictures/:name',
    access: 'public',
    tag: 'rsvp',
    summary: 'A wish’s picture (public: the name is the key)',
    params: GiftPictureParams,
    answer: { file: `WebP, at most ${WISH_PICTURE_SIDE} px; public caching (its address never changes).` },
  }),
};
