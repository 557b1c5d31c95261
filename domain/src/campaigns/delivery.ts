/**
 * A run's delivery: the plays its venues' devices reported against its dates, and a forecast to its end. The
 * forecast is linear: plays so far, spread over the part of the run elapsed, carried over the whole run (a run
 * that plays all day plays about as often each day). Before the run starts it forecasts nothing; after it ends the
 * forecast is what was delivered.
 */

export interface DeliveryForecast {
  /** Share of the run elapsed at `now`, 0 to 1. */
  elapsed: number;
  forecast: number | null;
}

/** `start` and `end` in epoch ms (the run's end exclusive), `plays` delivered so far. */
export function deliveryForecast(plays: number, start: number, end: number, now: number): DeliveryForecast {
  if (end <= start) return { elapsed: 1, forecast: plays };
  if (now <= start) return { elapsed: 0, forecast: null };
  if (now >= end) return { elapsed: 1, forecast: plays };
  const elapsed = (now - start) / (end - start);
  return { elapsed, forecast: Math.round(plays / elapsed) };
}
