import {
  checkTradingHours,
  defaultTradingHours,
  type Period,
  WEEKDAYS,
  type Weekday,
} from '@signage/domain/tag-metadata/trading-hours';
import type { TagValue } from '../../../components/tags/tag-input.tsx';
import type { CreateTradingHoursInput, TagMetadataEditQuery, UpdateTradingHoursInput } from '../../../gql/graphql.ts';
import { newRecordBasics, recordBasicsInput, savedRecordBasics } from './record-basics.ts';

type Record_ = TagMetadataEditQuery['tagMetadataRecord'];

/** What the trading hours editor holds. */
export interface TradingHoursValues {
  description: string;
  tags: TagValue[];
  days: Record<Weekday, Period[]>;
  exceptions: { date: string; periods: Period[] }[];
}

const plain = (periods: readonly Period[]) => periods.map(({ start, end }) => ({ start, end }));

/** A saved record's values, or a new record's: spec 02 §9 defaults, tagged with `presetTags` (session or venue). */
export function initialTradingHoursValues(
  record: Record_ | undefined,
  presetTags: readonly string[],
): TradingHoursValues {
  const hours = record?.tradingHours;
  if (!record || !hours) {
    return {
      ...newRecordBasics(presetTags),
      days: defaultTradingHours().defaults,
      exceptions: [],
    };
  }
  return {
    ...savedRecordBasics(record),
    days: Object.fromEntries(WEEKDAYS.map((day) => [day, plain(hours[day])])) as Record<Weekday, Period[]>,
    exceptions: hours.exceptions.map((e) => ({ date: e.date, periods: plain(e.periods) })),
  };
}

/** The refusal the service would give, in the spec's words ("Warning: End Time may not be before Start Time."). */
export function tradingHoursProblem(values: TradingHoursValues): string | undefined {
  const checked = checkTradingHours({ defaults: values.days, exceptions: values.exceptions });
  return 'problem' in checked ? checked.problem : undefined;
}

function value(values: TradingHoursValues) {
  return { ...values.days, exceptions: values.exceptions };
}

export function createTradingHoursInput(values: TradingHoursValues): CreateTradingHoursInput {
  return { ...recordBasicsInput(values), value: value(values) };
}

export function updateTradingHoursInput(values: TradingHoursValues): UpdateTradingHoursInput {
  return createTradingHoursInput(values);
}
