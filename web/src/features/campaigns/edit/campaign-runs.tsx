import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConsoleTimeField } from '../../../components/console-time-field.tsx';
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

const RUN_ENDS = [
  { part: 'start', time: 'Start time' },
  { part: 'end', time: 'End time' },
] as const;

/** One end of a run (YYYY-MM-DDTHH:mm): its date from a picker and its time on the 24-hour clock. */
function RunEnd(props: {
  dateLabel: string;
  timeLabel: string;
  at: string;
  onChange: (at: string) => void;
  disabled: boolean;
}) {
  const { at, onChange, disabled } = props;
  const [date, time] = at.split('T') as [string, string];
  return (
    <>
      <ConsoleDatePicker
        label={props.dateLabel}
        value={date}
        onChange={(d) => d && onChange(`${d}T${time}`)}
        portalled={false}
      />
      <ConsoleTimeField
        label={props.timeLabel}
        value={time}
        onChange={(t) => onChange(`${date}T${t}`)}
        disabled={disabled}
      />
    </>
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
                {RUN_ENDS.map(({ part, time }) => (
                  <RunEnd
                    key={part}
                    dateLabel={`${title} ${part} date`}
                    timeLabel={time}
                    at={run.timer[part]}
                    onChange={(at) => onChange(run.key, { ...run.timer, [part]: at })}
                    disabled={disabled}
                  />
                ))}
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
