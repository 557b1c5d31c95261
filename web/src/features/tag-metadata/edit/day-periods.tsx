import { Button, Fieldset, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { WEEKDAY_NAMES } from '@signage/domain/schedules/wall-clock';
import { type Period, WEEKDAYS, type Weekday } from '@signage/domain/tag-metadata/trading-hours';
import { LuPlus, LuX } from 'react-icons/lu';
import { ConsoleTimeField } from '../../../components/console-time-field.tsx';
import type { tradingHoursItems } from './use-trading-hours-items.ts';

const NAME = Object.fromEntries(WEEKDAYS.map((day, i) => [day, WEEKDAY_NAMES[i]!])) as Record<Weekday, string>;

/** Where a day's periods may be copied to, besides each single day. */
const COPY_GROUPS: Record<string, (from: Weekday) => Weekday[]> = {
  all: (from) => WEEKDAYS.filter((d) => d !== from),
  weekdays: (from) => WEEKDAYS.slice(0, 5).filter((d) => d !== from),
  weekend: (from) => WEEKDAYS.slice(5).filter((d) => d !== from),
};

interface DayPeriodsProps {
  day: Weekday;
  periods: readonly Period[];
  items: ReturnType<typeof tradingHoursItems>;
  /** The refusal of a fourth period, shown by the form. */
  onProblem: (problem: string | undefined) => void;
  disabled: boolean;
}

/** One weekday's periods: start and end times, remove, add (at most 3), and copy the day to others. */
export function DayPeriods({ day, periods, items, onProblem, disabled }: DayPeriodsProps) {
  const name = NAME[day];
  return (
    <Fieldset.Root disabled={disabled} borderWidth="1px" rounded="md" p="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Fieldset.Legend fontWeight="semibold">{name}</Fieldset.Legend>
        <HStack gap="2">
          <Button
            size="xs"
            variant="outline"
            aria-label={`Add a ${name} period`}
            onClick={() => onProblem(items.add(day))}
          >
            <LuPlus /> Add period
          </Button>
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field
              aria-label={`Copy ${name} to`}
              value=""
              onChange={(e) => {
                const target = e.target.value;
                if (!target) return;
                items.copy(day, COPY_GROUPS[target]?.(day) ?? [target as Weekday]);
              }}
            >
              <option value="">Copy to…</option>
              <option value="all">Every other day</option>
              <option value="weekdays">Monday to Friday</option>
              <option value="weekend">Saturday and Sunday</option>
              {WEEKDAYS.filter((d) => d !== day).map((d) => (
                <option key={d} value={d}>
                  {NAME[d]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </HStack>
      <Stack gap="2" mt="2">
        {periods.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            Closed
          </Text>
        )}
        {periods.map((period, i) => {
          const label = `${name} period ${i + 1}`;
          return (
            // Periods have no identity of their own; their position is what the user edits. Aligned at the top:
            // a refused time's message under one field must not shift the row's words.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <HStack key={i} gap="2" align="start">
              <PeriodTime
                words="From"
                label={`${label} start`}
                value={period.start}
                onChange={(start) => items.change(day, i, { start })}
              />
              <PeriodTime
                words="to"
                label={`${label} end`}
                value={period.end}
                onChange={(end) => items.change(day, i, { end })}
              />
              <IconButton
                size="xs"
                mt="1.5"
                variant="ghost"
                aria-label={`Remove ${label}`}
                onClick={() => items.remove(day, i)}
              >
                <LuX />
              </IconButton>
            </HStack>
          );
        })}
      </Stack>
    </Fieldset.Root>
  );
}

/** One end of a period: its words ("From", "to") and a 24-hour time, named for screen readers by `label`. */
function PeriodTime(props: { words: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <HStack fontSize="sm" gap="1" align="start">
      {/* As tall as the field beside it, so the words sit on its middle. */}
      <Text aria-hidden lineHeight="2.25rem">
        {props.words}
      </Text>
      <ConsoleTimeField
        hideLabel
        size="sm"
        width="5.5rem"
        label={props.label}
        value={props.value}
        onChange={props.onChange}
      />
    </HStack>
  );
}
