import { DeleteRecordButton } from '../../../components/editor-dialog/delete-record-button.tsx';
import { EditorForm } from '../../../components/editor-dialog/editor-form.tsx';
import { NameAndTagsFields } from '../../../components/editor-dialog/name-and-tags-fields.tsx';
import type { VenueEditQuery } from '../../../gql/graphql.ts';
import { useEditorForm } from '../../../lib/use-editor-form.ts';
import { EDIT_VENUES } from '../venue-permissions.ts';
import { TimeZoneField } from './time-zone-field.tsx';
import { useCreateVenue, useDeleteVenue, useUpdateVenue } from './use-save-venue.ts';
import { VenueLocalTime, VenueLookAhead, VenueTradingHoursLink } from './venue-clock.tsx';
import { VenueDevices } from './venue-devices.tsx';
import { VenueSync } from './venue-sync.tsx';
import {
  createVenueInput,
  initialVenueValues,
  updateVenueInput,
  type VenueValues,
  venueFormProblem,
  withDevice,
  withoutDevice,
} from './venue-values.ts';

type Venue = VenueEditQuery['venue'];

/** Name, tags, time zone, devices with their sync master, and the trading hours linked through the tags. */
export function VenueEditorForm({ venue, onClose }: { venue: Venue | undefined; onClose: () => void }) {
  const [create, created] = useCreateVenue();
  const [update, updated] = useUpdateVenue();
  const [remove, removed] = useDeleteVenue();
  /** Saves the venue; its devices only when they changed. */
  const save = (v: VenueValues) => {
    if (!venue) return create(createVenueInput(v));
    const before = venue.devices.map((d) => d.id).join(',');
    const after = v.devices.map((d) => d.id);
    return update(venue.id, updateVenueInput(v), before === after.join(',') ? undefined : after);
  };
  const { values, setValues, change, problem, canEdit, submit } = useEditorForm<VenueValues>({
    editRight: EDIT_VENUES,
    initial: (sessionTags) => initialVenueValues(venue ?? undefined, sessionTags),
    problemOf: venueFormProblem,
    save,
    onClose,
  });

  const busy = created.loading || updated.loading || removed.loading;
  const disabled = !canEdit || busy;
  const deleteButton = venue && canEdit && (
    <DeleteRecordButton label="Delete venue" onDelete={() => remove(venue.id)} onDeleted={onClose} disabled={busy} />
  );
  return (
    <EditorForm onSubmit={submit} onCancel={onClose} busy={busy} problem={problem} after={deleteButton}>
      <NameAndTagsFields name={values.name} tags={values.tags} onChange={change} disabled={disabled} />
      <TimeZoneField value={values.timeZone} onChange={(timeZone) => change({ timeZone })} disabled={disabled} />
      <VenueLocalTime zone={values.timeZone} />
      <VenueDevices
        venueId={venue?.id}
        devices={values.devices}
        syncMasterDeviceId={values.syncMasterDeviceId}
        onAdd={(device) => setValues((v) => withDevice(v, device))}
        onRemove={(id) => setValues((v) => withoutDevice(v, id))}
        onSyncMasterChange={(syncMasterDeviceId) => change({ syncMasterDeviceId })}
        disabled={disabled}
      />
      {venue && <VenueSync venueId={venue.id} />}
      <VenueTradingHoursLink venue={venue ?? undefined} tags={values.tags.map((t) => t.name)} />
      <VenueLookAhead venue={venue ?? undefined} />
    </EditorForm>
  );
}
