/**
 * What an update sets: the columns given a value (undefined means "leave as it is", null clears it) and the time of
 * the change. Every area's update writes only what its body named, so a partial update never blanks a column.
 */
export function changedColumns<T extends Record<string, unknown>>(given: T) {
  const set: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(given)) if (value !== undefined) set[column] = value;
  return { ...set, date_updated: new Date() } as { [K in keyof T]?: Exclude<T[K], undefined> } & { date_updated: Date };
}
