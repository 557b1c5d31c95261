import { Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import type { KioskBrowser } from '@signage/domain/tag-metadata/device-settings';
import { EditorForm } from '../../../components/editor-dialog/editor-form.tsx';
import { MediaPicker } from '../../../components/media-picker/media-picker.tsx';
import { CreateDeviceSettingsMutationDocument, UpdateDeviceSettingsMutationDocument } from '../../../gql/graphql.ts';
import { sessionTagNames, useSessionTags } from '../../../lib/session-tags.ts';
import { useFormValues } from '../../../lib/use-form-values.ts';
import { DescriptionAndTags } from './description-and-tags.tsx';
import {
  type DeviceSettingsValues,
  deviceSettingsInput,
  deviceSettingsProblem,
  initialDeviceSettingsValues,
} from './device-settings-values.ts';
import { LinkedDevices } from './linked-devices.tsx';
import { RecordEditorDialog, type TagMetadataRecord } from './record-editor-dialog.tsx';
import { ChoiceSetting, FlagSetting, NumberSetting, TextSetting } from './settings-fields.tsx';
import { useRecordForm } from './use-record-form.tsx';

/** The device settings editor over the list (spec 02, /devicesettings/edit/{id}, id or "new"). */
export function DeviceSettingsEditor({ id, onClose }: { id: string; onClose: () => void }) {
  return (
    <RecordEditorDialog id={id} category="Device settings" onClose={onClose}>
      {(record) => <DeviceSettingsForm record={record} onClose={onClose} />}
    </RecordEditorDialog>
  );
}

function DeviceSettingsForm({ record, onClose }: { record: TagMetadataRecord | undefined; onClose: () => void }) {
  const sessionTags = useSessionTags();
  const { values, setValues, change, problem, setProblem } = useFormValues<DeviceSettingsValues>(() =>
    initialDeviceSettingsValues(record, sessionTagNames(sessionTags)),
  );
  const kiosk = (patch: Partial<KioskBrowser>) => setValues((v) => ({ ...v, kiosk: { ...v.kiosk, ...patch } }));
  const { reach, submit, disabled, deleteButton, busy } = useRecordForm({
    category: 'device settings',
    record,
    values,
    setProblem,
    onClose,
    problemOf: deviceSettingsProblem,
    create: { document: CreateDeviceSettingsMutationDocument, input: deviceSettingsInput },
    update: { document: UpdateDeviceSettingsMutationDocument, input: deviceSettingsInput },
  });
  const k = values.kiosk;

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
          <NumberSetting
            label="Page timeout (seconds)"
            value={k.page_timeout}
            onChange={(page_timeout) => kiosk({ page_timeout })}
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
          <NumberSetting
            label="Zoom factor"
            step={0.05}
            value={k.zoom_factor}
            onChange={(zoom_factor) => kiosk({ zoom_factor })}
            disabled={disabled}
          />
          <ChoiceSetting
            label="Keyboard position"
            value={k.keyboard_position}
            options={{ bottom: 'Bottom', top: 'Top' }}
            onChange={(keyboard_position) => kiosk({ keyboard_position })}
            disabled={disabled}
          />
          <NumberSetting
            label="Keyboard snap threshold"
            value={k.keyboard_snap_threshold}
            onChange={(keyboard_snap_threshold) => kiosk({ keyboard_snap_threshold })}
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
      <Fieldset.Root disabled={disabled}>
        <Fieldset.Legend fontWeight="semibold">Audio</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="2">
          <NumberSetting
            label="Duck (dB)"
            step={1}
            value={values.duckDb}
            onChange={(duckDb) => change({ duckDb })}
            disabled={disabled}
            help="How far the music drops while a layout with audio enabled plays."
          />
        </SimpleGrid>
      </Fieldset.Root>
    </EditorForm>
  );
}
