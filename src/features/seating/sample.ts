import { autoSeat } from '../../contract/seating-rules.ts';
import { seatingRoutes } from '../../contract/seating-routes.ts';
import { sampleRead, type SectionSample } from '../../lib/sample-wedding/sample-couple.ts';

/** The sample's tables on the floor: [key in sample:data.tables, seats, x, y]. */
const TABLES: Array<[key: string, seats: number, x: number, y: number]> = [
  ['couple', 4, 800, 180],
  ['family', 10, 420, 560],
  ['friends', 10, 800, 560],
  ['colleagues', 8, 1180, 560],
];

/** The sample couple's guests seated as the automatic seating seats them (src/contract/seating-rules.ts). */
export const sample: SectionSample = {
  reads: ({ guests, texts }) => {
    const names = (texts.data.tables ?? {}) as Record<string, string>;
    const tables = TABLES.map(([key, seats, x, y]) => ({
      id: `sample-table-${key}`,
      name: names[key] ?? key,
      shape: key === 'couple' ? ('rect' as const) : ('round' as const),
      seats,
      x,
      y,
      // The couple's table is theirs: the automatic seating leaves it alone.
      head: key === 'couple',
    }));
    const { seats } = autoSeat({ guests, tables, rules: [], seats: new Map() });
    const plan = {
      tables: tables.map((table) => ({
        ...table,
        guestIds: guests.filter((guest) => seats.get(guest.id) === table.id).map((guest) => guest.id),
      })),
      unseated: guests.filter((guest) => !seats.has(guest.id)).map((guest) => guest.id),
      rules: [],
      problems: [],
      // The sample seats its whole list: nobody is left out of the unseated list's default view.
      expected: null,
    };
    return [sampleRead(seatingRoutes.plan, plan)];
  },
};
