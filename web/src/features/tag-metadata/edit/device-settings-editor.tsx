import { Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { DEVICE_SETTINGS_MESSAGES, type KioskBrowser } from '@signage/domain/tag-metadata/device-settings';
import { ConsoleTimeField } from '../../../components/console-time-field.tsx';
import { EditorForm } from '../../../components/editor-dialog/editor-form.tsx';
import { MediaPicker, usePickedMedia } from '../../../components/media-picker/media-picker.tsx';
import { CreateDeviceSettingsMutationDocument, UpdateDeviceSettingsMutationDocument } from '../../../gql/graphql.ts';
import { sessionTagNames } from '../../../lib/session-tags.ts';
import { DescriptionAndTags } from './description-and-tags.tsx';
import {
  type DeviceSettingsValues,
  deviceSettingsInput,
  deviceSettingsProblem,
  initialDeviceSettingsValues,
} from './device-settings-values.ts';
import { LinkedDevices } from './linked-devices.tsx';
import { ChoiceSetting, FlagSetting, NumberSetting, TextSetting } from './settings-fields.tsx';
import { TagMetadataEditorDialog, type TagMetadataFormProps } from './tag-metadata-editor-dialog.tsx';
import { useRecordForm } from './use-record-form.tsx';

/** The kiosk browser's on/off settings, in the order the form shows them. */
const KIOSK_FLAGS = [
  ['allow_right_click', 'Allow right click'],
  ['off_the_record', 'Off the record'],
  ['keyboard_enabled', 'Keyboard enabled'],
] as const;

/** The device settings editor over the list (spec 02, /devicesettings/edit/{id}, id or "new"). */
export function DeviceSettingsEditor({ id, onClose }: { id: string; onClose: () => void }) {
  return <TagMetadataEditorDialog id={id} category="Device settings" onClose={onClose} form={DeviceSettingsForm} />;
}

function DeviceSettingsForm({ record, onClose }: TagMetadataFormProps) {
  const { values, setValues, change, problem, reach, submit, disabled, deleteButton, busy } = useRecordForm({
    category: 'device settings',
    record,
    initial: (sessionTags): DeviceSettingsValues => initialDeviceSettingsValues(record, sessionTagNames(sessionTags)),
    onClose,
    problemOf: deviceSettingsProblem,
    create: { document: CreateDeviceSettingsMutationDocument, input: deviceSettingsInput },
    update: { document: UpdateDeviceSettingsMutationDocument, input: deviceSettingsInput },
  });
  const kiosk = (patch: Partial<KioskBrowser>) => setValues((v) => ({ ...v, kiosk: { ...v.kiosk, ...patch } }));
  const k = values.kiosk;
  /** A kiosk browser setting as a field's props: its value, its change, and whether the form is locked. */
  const setting = <K extends keyof KioskBrowser>(key: K) => ({
    value: k[key],
    onChange: (value: KioskBrowser[K]) => kiosk({ [key]: value }),
    disabled,
  });

  const localMedia = usePickedMedia(k.local_media_id === null ? undefined : String(k.local_media_id));
  return (
    <EditorForm onSubmit={submit} onCancel={onClose} busy={busy} problem={problem} after={deleteButton}>
      <DescriptionAndTags description={values.description} tags={values.tags} onChange={change} disabled={disabled} />
      <LinkedDevices reach={reach} isNew={!record} />
      <Fieldset.Root disabled={disabled}>
        <Fieldset.Legend fontWeight="semibold">Kiosk browser</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="2">
          <ChoiceSetting
            label="Play mode"
            options={{ remote: 'Remote (a web page)', local: 'Local (a zip media item)' }}
            {...setting('play_mode')}
          />
          {k.play_mode === 'local' ? (
            <MediaPicker
              label="Local media (zip)"
              mediaFormat="zip"
              invalid={problem === DEVICE_SETTINGS_MESSAGES.localNeedsZip}
              value={localMedia}
              onChange={(media) => kiosk({ local_media_id: media ? Number(media.id) : null })}
            />
          ) : (
            <TextSetting label="URL" type="url" {...setting('url')} />
          )}
          <TextSetting label="Regex" {...setting('regex')} help="The addresses the kiosk may open." />
          <NumberSetting label="Page timeout (seconds)" {...setting('page_timeout')} />
          <ConsoleTimeField
            label="Refresh time"
            seconds
            value={k.refresh_time}
            onChange={(refresh_time) => kiosk({ refresh_time })}
            disabled={disabled}
          />
          <NumberSetting label="Zoom factor" step={0.05} {...setting('zoom_factor')} />
          <ChoiceSetting
            label="Keyboard position"
            options={{ bottom: 'Bottom', top: 'Top' }}
            {...setting('keyboard_position')}
          />
          <NumberSetting label="Keyboard snap threshold" {...setting('keyboard_snap_threshold')} />
        </SimpleGrid>
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" mt="3">
          {KIOSK_FLAGS.map(([key, label]) => (
            <FlagSetting
              key={key}
              label={label}
              checked={k[key]}
              onChange={(checked) => kiosk({ [key]: checked })}
              disabled={disabled}
            />
          ))}
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
