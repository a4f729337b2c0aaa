import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Closed } from './schema-kit.ts';

/** `GET /health`: the server and its database answer. */
export const HealthAnswer = Closed({ status: Type.Literal('ok') });
export type HealthAnswer = Static<typeof HealthAnswer>;
