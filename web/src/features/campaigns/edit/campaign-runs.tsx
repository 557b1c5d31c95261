import { Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { parseConsoleTime } from '../../../components/list-page/console-date.ts';
import { ConsoleDatePicker } from '../../../components/list-page/console-date-picker.tsx';
import { useCampaignRunDeliveryQuery } from '../../../gql/hooks.ts';
import type { RunValue } from './campaign-values.ts';
import { RunDelivery } from './run-delivery.tsx';
import { RunVenuesDialog } from './run-venues-dialog.tsx';

/** Delivery is asked again this often while the editor is open: players report as they play. */
const DELIVERY_POLL_MS = 5_000;

interface CampaignRunsProps {
  campaignId: string | undefined;
  runs: readonly RunValue[];
  /** The saved runs' venues, by run id (venues change only through the run venues dialog). */
  venuesOf: (runId: string) => readonly { id: string; name: string }[];
  /** Why a run cannot be managed now (pending run changes), or undefined. */
  blockOf: (run: RunValue) => string | undefined;
  onChange: (key: string, timer: RunValue['timer']) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
  disabled: boolean;
}

function TimeField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  disabled: boolean;
}) {
  const [text, setText] = useState(value);
  const invalid = parseConsoleTime(text) === undefined;
  return (
    <Field.Root invalid={invalid} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input
        value={text}
        inputMode="numeric"
        onChange={(e) => {
          setText(e.target.value);
          const time = parseConsoleTime(e.target.value);
          if (time) onChange(time);
        }}
        onBlur={() => setText(parseConsoleTime(text) ?? value)}
      />
      {invalid && <Field.ErrorText>A time on the 24-hour clock, such as 09:30.</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * The campaign's runs: each with its dates (date pickers, times on the 24-hour clock), its venues and its
 * delivery. A run's venues and delivery are managed only when there are no pending run changes (spec 02 §4); the
 * console says why not.
 */
export function CampaignRuns(props: CampaignRunsProps) {
  const { campaignId, runs, venuesOf, blockOf, onChange, onAdd, onRemove, disabled } = props;
  const [managing, setManaging] = useState<RunValue>();
  const delivery = useCampaignRunDeliveryQuery({
    variables: { id: campaignId ?? '' },
    skip: !campaignId,
    pollInterval: DELIVERY_POLL_MS,
  });
  const deliveryOf = (id: string) => delivery.data?.campaign.runs.find((r) => r.id === id)?.delivery;
  return (
    <Box as="section" aria-labelledby="campaign-runs-heading">
      <HStack justify="space-between" mb="2">
        <Text id="campaign-runs-heading" fontWeight="semibold">
          Runs
        </Text>
        <Button size="sm" variant="outline" onClick={onAdd} disabled={disabled}>
          Add run
        </Button>
      </HStack>
      {runs.length === 0 && <Text fontSize="sm">No runs: add one to put the campaign on screens.</Text>}
      <Stack gap="4">
        {runs.map((run) => {
          const title = run.runNumber === null ? 'New run' : `Run ${run.runNumber}`;
          const block = blockOf(run);
          const venues = run.id ? venuesOf(run.id) : [];
          const shown = run.id ? deliveryOf(run.id) : undefined;
          const [startDate, startTime] = run.timer.start.split('T') as [string, string];
          const [endDate, endTime] = run.timer.end.split('T') as [string, string];
          const set = (part: 'start' | 'end', date: string, time: string) =>
            onChange(run.key, { ...run.timer, [part]: `${date}T${time}` });
          return (
            <Box key={run.key} as="section" aria-label={title} borderWidth="1px" borderRadius="l2" p="3">
              <HStack justify="space-between" mb="2">
                <Text fontWeight="semibold">{title}</Text>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => onRemove(run.key)}
                  disabled={disabled}
                >
                  Remove {title.toLowerCase()}
                </Button>
              </HStack>
              <SimpleGrid columns={{ base: 1, md: 4 }} gap="2">
                <ConsoleDatePicker
                  label={`${title} start date`}
                  value={startDate}
                  onChange={(d) => d && set('start', d, startTime)}
                  portalled={false}
                />
                <TimeField
                  label="Start time"
                  value={startTime}
                  onChange={(t) => set('start', startDate, t)}
                  disabled={disabled}
                />
                <ConsoleDatePicker
                  label={`${title} end date`}
                  value={endDate}
                  onChange={(d) => d && set('end', d, endTime)}
                  portalled={false}
                />
                <TimeField
                  label="End time"
                  value={endTime}
                  onChange={(t) => set('end', endDate, t)}
                  disabled={disabled}
                />
              </SimpleGrid>
              <HStack mt="3" justify="space-between" wrap="wrap" gap="2">
                <Text fontSize="sm">Venues: {venues.length ? venues.map((v) => v.name).join(', ') : 'none yet'}</Text>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setManaging(run)}
                  disabled={disabled || block !== undefined}
                  aria-describedby={block ? `run-block-${run.key}` : undefined}
                >
                  Venues of {title.toLowerCase()}
                </Button>
              </HStack>
              {block && (
                <Text id={`run-block-${run.key}`} fontSize="sm" color="fg.muted" mt="1">
                  {block}
                </Text>
              )}
              {shown && !block && (
                <Box mt="2">
                  <RunDelivery runNumber={run.runNumber!} delivery={shown} />
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
      {managing?.id && campaignId && (
        <RunVenuesDialog
          campaignId={campaignId}
          runId={managing.id}
          runNumber={managing.runNumber!}
          venueIds={venuesOf(managing.id).map((v) => v.id)}
          onClose={() => setManaging(undefined)}
        />
      )}
    </Box>
  );
}
