import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Closed, Nullable, RequiredText } from './schema-kit.ts';
import { SEATING_RULE_KINDS } from './seating-rules.ts';

/*
 * The seating plan's calls (api.md, "Seating"), each declared once. The rules (seats per guest,
 * refusals, problems, the automatic seating) are in seating-rules.ts.
 */

export const TABLE_SHAPES = ['round', 'rect'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];

export const TABLE_NAME_MAX_LENGTH = 60;
export const TABLE_SEATS_MIN = 1;
export const TABLE_SEATS_MAX = 60;
/** Tables one wedding may have: far above any banquet hall. */
export const TABLES_MAX = 200;
/** Rules one wedding may have. */
export const SEATING_RULES_MAX = 1000;
/** The floor's size in its own units: x and y of a table's centre lie within it. */
export const FLOOR_WIDTH = 1600;
export const FLOOR_HEIGHT = 1000;

const Id = Type.String({ minLength: 1, maxLength: 64 });
const TableName = RequiredText({ max: TABLE_NAME_MAX_LENGTH, printable: true });
const Shape = Type.Enum(TABLE_SHAPES, { description: '`round` or `rect` (a long table, the couple’s say).' });
const Seats = Type.Integer({ minimum: TABLE_SEATS_MIN, maximum: TABLE_SEATS_MAX });
const X = Type.Integer({
  minimum: 0,
  maximum: FLOOR_WIDTH,
  description: 'The table’s centre on the floor, left to right.',
});
const Head = Type.Boolean({
  description:
    'The couple’s head table: guests sit there only when seated by hand; the automatic seating leaves it alone.',
});
const Y = Type.Integer({
  minimum: 0,
  maximum: FLOOR_HEIGHT,
  description: 'The table’s centre on the floor, top to bottom.',
});

export const SeatingTable = Closed({
  id: Type.String(),
  name: Type.String(),
  shape: Shape,
  seats: Type.Integer(),
  guestIds: Type.Array(Type.String(), { description: 'The guests at the table (each with their +1 and children).' }),
  x: Type.Integer(),
  y: Type.Integer(),
  head: Head,
});
export type SeatingTable = Static<typeof SeatingTable>;

export const SeatingRule = Closed({
  id: Type.String(),
  kind: Type.Enum(SEATING_RULE_KINDS, { description: '`together` ("together") or `apart` ("apart").' }),
  guestIds: Type.Array(Type.String(), { minItems: 2, maxItems: 2 }),
});
export type SeatingRule = Static<typeof SeatingRule>;

export const SeatingProblem = Closed({ text: Type.String() });
export type SeatingProblem = Static<typeof SeatingProblem>;

/** GET /seating: the tables with their guests, the guests not seated, the rules and what is wrong. */
export const Seating = Closed({
  tables: Type.Array(SeatingTable),
  unseated: Type.Array(Type.String(), { description: 'Ids of the list’s guests without a table, in list order.' }),
  rules: Type.Array(SeatingRule),
  problems: Type.Array(SeatingProblem, { description: 'Over-full tables and broken rules, in Russian.' }),
  expected: Nullable(
    Type.Array(Type.String(), {
      description:
        'Ids of the guests expected at the banquet: confirmed on the list, or invited to the banquet and not ' +
        'declining it. The unseated list and the automatic seating take these by default. Null while the ' +
        'wedding has no invitation: everyone is expected.',
    }),
  ),
});
export type Seating = Static<typeof Seating>;

export const SEATING_AUTO_GUESTS = ['expected', 'all'] as const;

/** POST /seating/auto's query: whom to seat. */
export const SeatingAutoQuery = Closed({
  guests: Type.Optional(
    Type.Enum(SEATING_AUTO_GUESTS, {
      default: 'expected',
      description: '`expected` (the default): the guests of `expected` only; `all`: every guest of the list.',
    }),
  ),
});
export type SeatingAutoQuery = Static<typeof SeatingAutoQuery>;

/** POST /seating/auto: the seating, and what the run could not do (guests left, rules broken). */
export const SeatingAutoResult = Closed({
  ...Seating.properties,
  report: Type.Array(SeatingProblem, {
    description: 'Guests the run could not seat and rules it could not keep, in Russian; empty when all went well.',
  }),
  seated: Type.Integer({ description: 'Guests this run seated.' }),
});
export type SeatingAutoResult = Static<typeof SeatingAutoResult>;

export const SeatingTableCreate = Closed({
  name: TableName,
  shape: Type.Optional(Shape),
  seats: Seats,
  x: Type.Optional(X),
  y: Type.Optional(Y),
  head: Type.Optional(Head),
});
export type SeatingTableCreate = Static<typeof SeatingTableCreate>;

export const SeatingTablePatch = Closed({
  name: Type.Optional(TableName),
  shape: Type.Optional(Shape),
  seats: Type.Optional(Seats),
  x: Type.Optional(X),
  y: Type.Optional(Y),
  head: Type.Optional(Head),
});
export type SeatingTablePatch = Static<typeof SeatingTablePatch>;

export const SeatingIdParams = Closed({ id: Id });
export type SeatingIdParams = Static<typeof SeatingIdParams>;

export const SeatingGuestParams = Closed({ guestId: Id });
export type SeatingGuestParams = Static<typeof SeatingGuestParams>;

export const SeatingMove = Closed({
  tableId: Nullable(Id),
});
export type SeatingMove = Static<typeof SeatingMove>;

export const SeatingRuleCreate = Closed({
  kind: Type.Enum(SEATING_RULE_KINDS),
  guestIds: Type.Array(Id, { minItems: 2, maxItems: 2, uniqueItems: true }),
});
export type SeatingRuleCreate = Static<typeof SeatingRuleCreate>;
