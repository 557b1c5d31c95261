/** A follower's drift as the venue page words it: "+1500 ms" ahead of the master, "-20 ms" behind. */
export function formatDrift(offsetMs: number | null): string {
  if (offsetMs === null) return 'No sample in the last hour';
  const rounded = Math.round(offsetMs);
  return `${rounded > 0 ? '+' : ''}${rounded} ms`;
}

/** The chart's series: offsets by time, oldest first. */
export function driftSeries(samples: readonly { at: string; offsetMs: number }[]) {
  return samples.map((s) => ({ x: new Date(s.at), y: Math.round(s.offsetMs * 10) / 10 }));
}
