/**
 * Specificity: when several tagged records reach one device, which one it gets. Written once, for schedules
 * (now-playing.ts) and for tag metadata (trading hours, device settings):
 * - a record reaches a device when the device carries all its tags (schedules/reach.ts); no tags reaches all;
 * - of those that reach it, the most specific wins: the one with the most tags, since every tag narrows the devices
 *   it reaches (#store-42 #window beats #store-42, which beats a record for every device);
 * - between equally specific ones, the newest (highest id): the latest instruction is the one the operator means.
 * One winner, never a merge, so what a device runs with is always predictable from this rule and the list.
 */

export interface TaggedRecord {
  id: number;
  tags: readonly string[];
}

/** True when `a` wins over `b` (both reach the device). */
export function outranks(a: TaggedRecord, b: TaggedRecord): boolean {
  return a.tags.length !== b.tags.length ? a.tags.length > b.tags.length : a.id > b.id;
}

export type ReachVerdictCode = 'applies' | 'not-reached' | 'outranked';

export interface ReachVerdict<R extends TaggedRecord> {
  record: R;
  code: ReachVerdictCode;
  /** not-reached: the record's tags the device lacks. */
  missingTags: string[];
  /** outranked: the record the device gets instead. */
  winner: R | undefined;
}

export interface MostSpecific<R extends TaggedRecord> {
  winner: R | undefined;
  /** One per record, in the order given. */
  verdicts: ReachVerdict<R>[];
}

/** Only the winner, allocating nothing per record: for computing the records of many devices at once. */
export function winnerOf<R extends TaggedRecord>(
  deviceTags: ReadonlySet<string>,
  records: readonly R[],
): R | undefined {
  let winner: R | undefined;
  for (const record of records) {
    if (winner && !outranks(record, winner)) continue;
    if (record.tags.every((tag) => deviceTags.has(tag))) winner = record;
  }
  return winner;
}

/** The record a device carrying `deviceTags` gets, and why each other record is not it. */
export function mostSpecific<R extends TaggedRecord>(
  deviceTags: readonly string[],
  records: readonly R[],
): MostSpecific<R> {
  const carried = new Set(deviceTags);
  let winner: R | undefined;
  const verdicts = records.map((record): ReachVerdict<R> => {
    const missingTags = record.tags.filter((tag) => !carried.has(tag));
    const reached = missingTags.length === 0;
    if (reached && (!winner || outranks(record, winner))) winner = record;
    return { record, code: reached ? 'applies' : 'not-reached', missingTags, winner: undefined };
  });
  for (const verdict of verdicts) {
    if (verdict.code !== 'applies' || verdict.record === winner) continue;
    verdict.code = 'outranked';
    verdict.winner = winner;
  }
  return { winner, verdicts };
}

const count = (n: number) => `${n} ${n === 1 ? 'tag' : 'tags'}`;

/** The reason a record is not the one a device gets, in words for the device page and GraphQL. */
export function reachReason<R extends TaggedRecord>(verdict: ReachVerdict<R>, describe: (record: R) => string): string {
  const hash = (tags: readonly string[]) => tags.map((tag) => `#${tag}`).join(', ');
  if (verdict.code === 'applies') {
    return verdict.record.tags.length
      ? `The device carries all its tags (${hash(verdict.record.tags)}), and no other record is more specific.`
      : 'It has no tags, so it reaches every device, and no record with tags reaches this one.';
  }
  if (verdict.code === 'not-reached') return `The device lacks ${hash(verdict.missingTags)}.`;
  const winner = verdict.winner!;
  return winner.tags.length > verdict.record.tags.length
    ? `${describe(winner)} is more specific (${count(winner.tags.length)} against ${count(verdict.record.tags.length)}).`
    : `${describe(winner)} is as specific and newer.`;
}
