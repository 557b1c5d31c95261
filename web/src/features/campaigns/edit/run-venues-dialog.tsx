import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EditorDialog } from '../../../components/editor-dialog/editor-dialog.tsx';
import { EditorForm } from '../../../components/editor-dialog/editor-form.tsx';
import { useCampaignVenueChoicesQuery } from '../../../gql/hooks.ts';
import { useSetRunVenues } from './use-save-campaign.ts';

interface RunVenuesDialogProps {
  campaignId: string;
  runId: string;
  runNumber: number;
  venueIds: readonly string[];
  onClose: () => void;
}

/** The venues of one run (spec 02 §7 "run venues"), saved with "Run venues successfully updated.". */
export function RunVenuesDialog({ campaignId, runId, runNumber, venueIds, onClose }: RunVenuesDialogProps) {
  const choices = useCampaignVenueChoicesQuery();
  const [chosen, setChosen] = useState<string[]>([...venueIds]);
  const [save, saving] = useSetRunVenues();
  const venues = choices.data?.venues.items ?? [];
  const toggle = (id: string, on: boolean) => setChosen((list) => (on ? [...list, id] : list.filter((v) => v !== id)));
  const submit = async () => {
    if (await save(campaignId, runId, chosen)) onClose();
  };
  return (
    <EditorDialog
      title={`Venues of run ${runNumber}`}
      onClose={onClose}
      bare
      busy={saving.loading}
      keepOnOutsideClick
      loading={choices.loading && !choices.data}
    >
      <EditorForm onSubmit={submit} onCancel={onClose} busy={saving.loading} submitLabel="Save venues">
        {venues.length === 0 ? (
          <Text>No venues yet: add venues first, then choose where this run plays.</Text>
        ) : (
          <Stack as="fieldset" gap="2" aria-label={`Venues of run ${runNumber}`}>
            {venues.map((venue) => (
              <Checkbox.Root
                key={venue.id}
                checked={chosen.includes(venue.id)}
                onCheckedChange={(e) => toggle(venue.id, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{venue.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        )}
      </EditorForm>
    </EditorDialog>
  );
}
