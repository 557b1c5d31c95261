/** A GraphQL enum name for a REST value: 'audio_playlists' → AUDIO_PLAYLISTS, 'trading hours' → TRADING_HOURS. */
export const enumName = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/** The `values` of a Pothos enum type whose members stand for the REST strings in `values`. */
export const enumValues = <V extends string>(values: readonly V[]) =>
  Object.fromEntries(values.map((value) => [enumName(value), { value }])) as Record<string, { value: V }>;
