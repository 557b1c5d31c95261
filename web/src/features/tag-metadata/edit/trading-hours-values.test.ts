import { describe, expect, it } from 'vitest';
import {
  createTradingHoursInput,
  initialTradingHoursValues,
  type TradingHoursValues,
  tradingHoursProblem,
} from './trading-hours-values.ts';
import { tradingHoursItems } from './use-trading-hours-items.ts';

describe('trading hours editor values', () => {
  it('starts a new record with the spec defaults and the preset tags', () => {
    const values = initialTradingHoursValues(undefined, ['store-9']);
    expect(values.days.monday).toEqual([{ start: '00:00', end: '23:59' }]);
    expect(values.days.saturday).toEqual([]);
    expect(values.tags).toEqual([{ name: 'store-9' }]);
  });

  it('refuses an end before its start with the spec words', () => {
    const values = initialTradingHoursValues(undefined, []);
    values.days.tuesday = [{ start: '18:00', end: '09:00' }];
    expect(tradingHoursProblem(values)).toBe('Warning: End Time may not be before Start Time.');
  });

  it('adds up to 3 periods a day, removes and copies, and sends every day', () => {
    let values: TradingHoursValues = initialTradingHoursValues(undefined, []);
    const items = () =>
      tradingHoursItems(values.days, (days) => {
        values = { ...values, days };
      });
    expect(items().add('saturday')).toBeUndefined();
    expect(values.days.saturday).toEqual([{ start: '09:00', end: '17:00' }]);
    items().add('saturday');
    items().add('saturday');
    expect(items().add('saturday')).toBe('cannot add more than 3 periods per day');
    expect(values.days.saturday).toHaveLength(3);
    items().remove('saturday', 1);
    items().change('saturday', 0, { end: '12:00' });
    items().copy('saturday', ['sunday', 'monday']);
    expect(values.days.sunday).toEqual(values.days.saturday);
    expect(values.days.monday).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '23:59', end: '23:59' },
    ]);
    const input = createTradingHoursInput({ ...values, description: ' Weekend ' });
    expect(input.description).toBe('Weekend');
    expect(input.value.sunday).toEqual(values.days.saturday);
    expect(input.value.exceptions).toEqual([]);
  });
});
