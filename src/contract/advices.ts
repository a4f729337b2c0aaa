import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Closed } from './schema-kit.ts';

/** `GET /advices/get-one/random`: one wedding-planning tip (api.md, "Advice"). */
export const AdviceAnswer = Closed({ advice: Type.String() });
export type AdviceAnswer = Static<typeof AdviceAnswer>;
