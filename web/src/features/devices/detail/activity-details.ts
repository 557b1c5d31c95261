/** Words of an identifier a player sent: "player-started", "memory_bytes", "lastSeen" → "player started"... */
function words(identifier: string): string {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.\s]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A label as a person reads it: "player-started" → "Player started". */
export function readableLabel(identifier: string): string {
  const text = words(identifier);
  return text ? text[0]!.toUpperCase() + text.slice(1) : identifier;
}

function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(readableValue).join(', ');
  return String(value);
}

/**
 * An activity event's details (free-form JSON a player sends) as label and value pairs: keys in words, nested
 * objects flattened ("Screen › Width"), lists joined, yes/no for flags.
 */
export function activityDetails(details: unknown, prefix = ''): [string, string][] {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) {
    return details === null || details === undefined ? [] : [[prefix || 'Details', readableValue(details)]];
  }
  return Object.entries(details).flatMap(([key, value]): [string, string][] => {
    const label = prefix ? `${prefix} › ${readableLabel(key)}` : readableLabel(key);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? activityDetails(value, label)
      : [[label, readableValue(value)]];
  });
}
