/**
 * Reach: which devices a schedule publishes to. "Tags link schedules to the devices they reach" (spec 01 §1).
 *
 * The tag rule, written once here: a schedule reaches a device when the device carries ALL of the schedule's
 * tags. Why "all" and not "any":
 * - it is the rule of the tag search (spec 02 §7; the REST lists filter with `tags @> wanted`, an item matches
 *   when it carries every searched tag), so "search devices by the schedule's tags" lists exactly the reach;
 * - a schedule with no tags reaches every player, which the spec states ("This layout will be scheduled to all
 *   media players") and which "all of no tags" gives by itself, where "any of no tags" would reach none;
 * - forced tags narrow: a user bound to #north adds #north to what they schedule, and it then reaches only #north
 *   devices, never more than before;
 * - adding a tag narrows a schedule, so more tags means more specific, the ranking of now-playing.ts.
 * Tags compare in their stored form (tags.ts: no leading #), exactly, as the search does.
 */

/** The schedule's tags the device lacks; empty when the schedule reaches the device. */
export function missingTags(scheduleTags: readonly string[], deviceTags: ReadonlySet<string>): string[] {
  return scheduleTags.filter((tag) => !deviceTags.has(tag));
}

export function reaches(scheduleTags: readonly string[], deviceTags: readonly string[]): boolean {
  return missingTags(scheduleTags, new Set(deviceTags)).length === 0;
}

/** The devices of `devices` a schedule reaches, in their order. */
export function reachedDevices<D extends { tags: readonly string[] }>(scheduleTags: readonly string[], devices: D[]) {
  return devices.filter((device) => reaches(scheduleTags, device.tags));
}

/**
 * A tag set as one comparable key: order and duplicates do not matter. Overlap is only refused between schedules
 * with identical tag sets (spec 01 §5), which then reach exactly the same devices.
 */
export function tagSetKey(tags: readonly string[]): string {
  // Tags cannot hold spaces (tags.ts), so a space cannot join two tags into a third.
  return [...new Set(tags)].sort().join(' ');
}

export function sameTagSet(a: readonly string[], b: readonly string[]): boolean {
  return tagSetKey(a) === tagSetKey(b);
}

/** "#lobby, #floor2": tags as people type and read them. */
export function displayTags(tags: readonly string[]): string {
  return tags.map((tag) => `#${tag}`).join(', ');
}
