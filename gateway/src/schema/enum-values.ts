/** A GraphQL enum name for a REST value: 'audio_playlists' → AUDIO_PLAYLISTS, 'trading hours' → TRADING_HOURS. */
export const enumName = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/** The `values` of a Pothos enum type whose members stand for the REST strings in `values`. */
export const enumValues = <V extends string>(values: readonly V[]) =>
  Object.fromEntries(values.map((value) => [enumName(value), { value }])) as Record<string, { value: V }>;

/**
 * The `values` of a Pothos enum type whose members stand for REST strings, each described: the keys are the REST
 * strings ('not-reached' → NOT_REACHED), the values their descriptions.
 */
export const describedEnumValues = <V extends string>(descriptions: Record<V, string>) =>
  Object.fromEntries(
    Object.entries<string>(descriptions).map(([value, description]) => [enumName(value), { value, description }]),
  ) as Record<string, { value: V; description: string }>;
