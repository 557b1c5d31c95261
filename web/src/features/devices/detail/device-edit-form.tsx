import { Button, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { DEVICE_MESSAGES } from '@signage/domain/messages';
import { type FormEvent, useState } from 'react';
import { LuClipboardCopy, LuClipboardPaste, LuListPlus } from 'react-icons/lu';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { SaveButton } from '../../../components/save-button.tsx';
import { TagInput, type TagValue } from '../../../components/tags/tag-input.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { DeviceEditForm_DeviceFragment } from '../../../gql/graphql.ts';
import { editableTags } from '../../../lib/object-basics.ts';
import { appendTags, readTagClipboard, writeTagClipboard } from '../../../lib/tag-clipboard.ts';

export interface DeviceChanges {
  name: string;
  assetTag: string;
  licensed: boolean;
  tags: string[];
}

interface DeviceEditFormProps {
  device: DeviceEditForm_DeviceFragment;
  readOnly: boolean;
  saving: boolean;
  onSave: (changes: DeviceChanges) => void;
}

/** Name, sticker code, licence and tags, with copy / replace / append through the tag clipboard. */
export function DeviceEditForm({ device, readOnly, saving, onSave }: DeviceEditFormProps) {
  const notify = useNotify();
  const [name, setName] = useState(device.name);
  const [assetTag, setAssetTag] = useState(device.assetTag);
  const [licensed, setLicensed] = useState(device.licensed);
  const [tags, setTags] = useState<TagValue[]>(() => editableTags(device.tags));

  const copyTags = () => {
    writeTagClipboard(tags);
    notify('success', DEVICE_MESSAGES.tagsCopied);
  };
  const pasteTags = (mode: 'replace' | 'append') => {
    const clipboard = readTagClipboard();
    if (clipboard.length === 0) {
      notify('warning', DEVICE_MESSAGES.tagClipboardEmpty);
      return;
    }
    setTags(mode === 'replace' ? clipboard : appendTags(tags, clipboard));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ name: name.trim(), assetTag: assetTag.trim(), licensed, tags: tags.map((t) => t.name) });
  };

  return (
    <form onSubmit={onSubmit} aria-label="Edit device" noValidate>
      <Stack gap="4">
        <TextField readOnly={readOnly} label="Name" value={name} maxLength={255} onValue={setName} />
        <TextField
          readOnly={readOnly}
          label="Sticker code"
          value={assetTag}
          maxLength={255}
          onValue={setAssetTag}
          helper="The asset tag stuck on the device."
        />
        <Switch.Root checked={licensed} disabled={readOnly} onCheckedChange={(details) => setLicensed(details.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Licenced</Switch.Label>
        </Switch.Root>
        {device.licensed && device.overLicence && (
          <Text fontSize="sm" color="fg.warning">
            Beyond the devices the licence allows: it counts as unlicensed (see System).
          </Text>
        )}
        <TagInput label="Tags" value={tags} onChange={setTags} disabled={readOnly} />
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={copyTags}>
            <LuClipboardCopy />
            Copy tags
          </Button>
          {!readOnly && (
            <>
              <Button size="sm" variant="outline" onClick={() => pasteTags('replace')}>
                <LuClipboardPaste />
                Replace tags
              </Button>
              <Button size="sm" variant="outline" onClick={() => pasteTags('append')}>
                <LuListPlus />
                Append tags
              </Button>
            </>
          )}
        </HStack>
        {!readOnly && <SaveButton saving={saving} />}
      </Stack>
    </form>
  );
}
