import {
  MAX_PERIODS_PER_DAY,
  type Period,
  TRADING_HOURS_MESSAGES,
  type Weekday,
} from '@signage/domain/tag-metadata/trading-hours';

type Days = Record<Weekday, Period[]>;

/** A new period: the day's last end onwards, or a working day. */
function nextPeriod(periods: readonly Period[]): Period {
  const last = periods.at(-1);
  return last ? { start: last.end, end: '23:59' } : { start: '09:00', end: '17:00' };
}

/**
 * The per-day period list: add (at most 3 a day), remove, change, and copy one day to others. Pure functions of
 * the days, so the form stays presentational; `add` answers the spec's refusal instead of a fourth period.
 */
export function tradingHoursItems(days: Days, setDays: (days: Days) => void) {
  return {
    add(day: Weekday): string | undefined {
      if (days[day].length >= MAX_PERIODS_PER_DAY) return TRADING_HOURS_MESSAGES.tooManyPeriods;
      setDays({ ...days, [day]: [...days[day], nextPeriod(days[day])] });
      return undefined;
    },
    remove(day: Weekday, index: number) {
      setDays({ ...days, [day]: days[day].filter((_, i) => i !== index) });
    },
    change(day: Weekday, index: number, patch: Partial<Period>) {
      setDays({ ...days, [day]: days[day].map((p, i) => (i === index ? { ...p, ...patch } : p)) });
    },
    copy(from: Weekday, to: readonly Weekday[]) {
      const copied = { ...days };
      for (const day of to) copied[day] = days[from].map((p) => ({ ...p }));
      setDays(copied);
    },
  };
}
