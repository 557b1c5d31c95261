/**
 * The name of something a user's forced tags hide from them, by its id, where what they may see refers to it (a
 * schedule's layout, the device settings a device gets): "Layout 4 (not visible to you)".
 */
export function notVisibleName(noun: string, id: string | number): string {
  return `${noun} ${id} (not visible to you)`;
}
