import { Button, Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import type { KioskBrowser } from '@signage/domain/tag-metadata/device-settings';
import { useState } from 'react';
import { EditorDialog } from '../../../components/editor-dialog/editor-dialog.tsx';
import { EditorForm } from '../../../components/editor-dialog/editor-form.tsx';
import { MediaPicker } from '../../../components/media-picker/media-picker.tsx';
import type { TagMetadataEditQuery } from '../../../gql/graphql.ts';
import { useTagMetadataEditQuery } from '../../../gql/hooks.ts';
import { sessionTagNames, useSessionTags } from '../../../lib/session-tags.ts';
import { useCan } from '../../../lib/use-can.ts';
import { recordName } from '../list/tag-metadata-list-page.tsx';
import { EDIT_TAG_METADATA } from '../tag-metadata-permissions.ts';
import { DescriptionAndTags } from './description-and-tags.tsx';
import {
  type DeviceSettingsValues,
  deviceSettingsInput,
  deviceSettingsProblem,
  initialDeviceSettingsValues,
} from './device-settings-values.ts';
import { LinkedDevices, useLinkedDevices } from './linked-devices.tsx';
import { ChoiceSetting, FlagSetting, TextSetting } from './settings-fields.tsx';
import { useCreateDeviceSettings, useDeleteTagMetadata, useUpdateDeviceSettings } from './use-save-tag-metadata.ts';

type Record_ = TagMetadataEditQuery['tagMetadataRecord'];

/** The device settings editor over the list (spec 02, /devicesettings/edit/{id}, id or "new"). */
export function DeviceSettingsEditor({ id, onClose }: { id: string; onClose: () => void }) {
  const isNew = id === 'new';
  const query = useTagMetadataEditQuery({ variables: { id }, skip: isNew, fetchPolicy: 'cache-and-network' });
  const record = query.data?.tagMetadataRecord;
  return (
    <EditorDialog
      title={isNew ? 'New device settings' : recordName('Device settings', record ?? { id, description: '' })}
      onClose={onClose}
      size="xl"
      scrollBehavior="outside"
      keepOnOutsideClick
      loading={!isNew && !record}
      error={{ title: 'Could not load the device settings.', error: query.error, onRetry: query.refetch }}
      bare
    >
      <DeviceSettingsForm record={record} onClose={onClose} />
    </EditorDialog>
  );
}

/** A number field's text as a number; what cannot be read stays NaN, which the rules then refuse in words. */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function DeviceSettingsForm({ record, onClose }: { record: Record_ | undefined; onClose: () => void }) {
  const sessionTags = useSessionTags();
  const canEdit = useCan(EDIT_TAG_METADATA);
  const [values, setValues] = useState<DeviceSettingsValues>(() =>
    initialDeviceSettingsValues(record, sessionTagNames(sessionTags)),
  );
  const [problem, setProblem] = useState<string>();
  const change = (patch: Partial<DeviceSettingsValues>) => setValues((v) => ({ ...v, ...patch }));
  const kiosk = (patch: Partial<KioskBrowser>) => setValues((v) => ({ ...v, kiosk: { ...v.kiosk, ...patch } }));
  const reach = useLinkedDevices(
    'DEVICE_SETTINGS',
    values.tags.map((t) => t.name),
    record?.id,
  );
  const [create, created] = useCreateDeviceSettings();
  const [update, updated] = useUpdateDeviceSettings();
  const [remove, removed] = useDeleteTagMetadata('device settings');
  const k = values.kiosk;

  const submit = async () => {
    if (!canEdit) return onClose();
    const refusal = deviceSettingsProblem(values);
    setProblem(refusal);
    if (refusal) return;
    const input = deviceSettingsInput(values);
    const saved = record ? await update(record.id, input, reach?.confirmation ?? '') : await create(input);
    if (saved) onClose();
  };

  const busy = created.loading || updated.loading || removed.loading;
  const disabled = !canEdit || busy;
  const deleteButton = record && canEdit && (
    <Button
      variant="outline"
      colorPalette="red"
      alignSelf="start"
      onClick={async () => (await remove(record.id)) && onClose()}
      disabled={busy}
    >
      Delete device settings
    </Button>
  );
  const localMedia =
    k.local_media_id === null
      ? undefined
      : { id: String(k.local_media_id), name: `Media ${k.local_media_id}`, mediaFormat: 'zip' };
  return (
    <EditorForm onSubmit={submit} onCancel={onClose} busy={busy} problem={problem} after={deleteButton}>
      <DescriptionAndTags description={values.description} tags={values.tags} onChange={change} disabled={disabled} />
      <LinkedDevices reach={reach} isNew={!record} />
      <Fieldset.Root disabled={disabled}>
        <Fieldset.Legend fontWeight="semibold">Kiosk browser</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="2">
          <ChoiceSetting
            label="Play mode"
            value={k.play_mode}
            options={{ remote: 'Remote (a web page)', local: 'Local (a zip media item)' }}
            onChange={(play_mode) => kiosk({ play_mode })}
            disabled={disabled}
          />
          {k.play_mode === 'local' ? (
            <MediaPicker
              label="Local media (zip)"
              value={localMedia}
              onChange={(media) => kiosk({ local_media_id: media ? Number(media.id) : null })}
            />
          ) : (
            <TextSetting label="URL" type="url" value={k.url} onChange={(url) => kiosk({ url })} disabled={disabled} />
          )}
          <TextSetting
            label="Regex"
            value={k.regex}
            onChange={(regex) => kiosk({ regex })}
            disabled={disabled}
            help="The addresses the kiosk may open."
          />
          <TextSetting
            label="Page timeout (seconds)"
            type="number"
            value={Number.isNaN(k.page_timeout) ? '' : k.page_timeout}
            onChange={(v) => kiosk({ page_timeout: num(v) })}
            disabled={disabled}
          />
          <TextSetting
            label="Refresh time"
            type="time"
            step={1}
            value={k.refresh_time}
            onChange={(v) => kiosk({ refresh_time: v.length === 5 ? `${v}:00` : v })}
            disabled={disabled}
          />
          <TextSetting
            label="Zoom factor"
            type="number"
            step={0.05}
            value={Number.isNaN(k.zoom_factor) ? '' : k.zoom_factor}
            onChange={(v) => kiosk({ zoom_factor: num(v) })}
            disabled={disabled}
          />
          <ChoiceSetting
            label="Keyboard position"
            value={k.keyboard_position}
            options={{ bottom: 'Bottom', top: 'Top' }}
            onChange={(keyboard_position) => kiosk({ keyboard_position })}
            disabled={disabled}
          />
          <TextSetting
            label="Keyboard snap threshold"
            type="number"
            value={Number.isNaN(k.keyboard_snap_threshold) ? '' : k.keyboard_snap_threshold}
            onChange={(v) => kiosk({ keyboard_snap_threshold: num(v) })}
            disabled={disabled}
          />
        </SimpleGrid>
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" mt="3">
          <FlagSetting
            label="Allow right click"
            checked={k.allow_right_click}
            onChange={(allow_right_click) => kiosk({ allow_right_click })}
            disabled={disabled}
          />
          <FlagSetting
            label="Off the record"
            checked={k.off_the_record}
            onChange={(off_the_record) => kiosk({ off_the_record })}
            disabled={disabled}
          />
          <FlagSetting
            label="Keyboard enabled"
            checked={k.keyboard_enabled}
            onChange={(keyboard_enabled) => kiosk({ keyboard_enabled })}
            disabled={disabled}
          />
        </Stack>
      </Fieldset.Root>
      <Fieldset.Root disabled={disabled}>
        <Fieldset.Legend fontWeight="semibold">Streaming</Fieldset.Legend>
        <Stack gap="2" mt="2">
          {values.slots.map((slot, i) => (
            <TextSetting
              // Five fixed slots: the position is the slot.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={i}
              label={`Slot ${i + 1}`}
              value={slot}
              onChange={(v) => change({ slots: values.slots.map((s, j) => (j === i ? v : s)) })}
              disabled={disabled}
            />
          ))}
        </Stack>
      </Fieldset.Root>
    </EditorForm>
  );
}
