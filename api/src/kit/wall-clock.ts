import { sql } from 'kysely';

/** The wall-clock form of a timestamp column, `YYYY-MM-DDTHH:mm`, read as text so no driver shifts it by a zone. */
export const wallClock = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD"T"HH24:MI')`;

/** A timer's `start_time` and `end_time` (of the table or alias `table`) in wall-clock form, as `start` and `end`. */
export const timerColumns = (table: string) =>
  [wallClock(`${table}.start_time`).as('start'), wallClock(`${table}.end_time`).as('end')] as const;
