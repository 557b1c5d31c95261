import { Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { SaveButton } from '../../../components/save-button.tsx';
import { TagInput, type TagValue } from '../../../components/tags/tag-input.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { MediaEditForm_MediaFragment } from '../../../gql/graphql.ts';
import { editableTags } from '../../../lib/object-basics.ts';
import type { MediaChanges } from './use-update-media.ts';

export const NAME_REQUIRED = 'Name is required.';

interface MediaEditFormProps {
  media: MediaEditForm_MediaFragment;
  /** The user may not edit media: the fields are read-only and there is no Save. */
  readOnly: boolean;
  saving: boolean;
  onSave: (changes: MediaChanges) => void;
}

/** Rename and retag (spec 01 §2 "Media edit"). */
export function MediaEditForm({ media, readOnly, saving, onSave }: MediaEditFormProps) {
  const [name, setName] = useState(media.name);
  const [tags, setTags] = useState<TagValue[]>(() => editableTags(media.tags));
  const [tried, setTried] = useState(false);
  const nameMissing = name.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nameMissing) return;
    onSave({ name, tags: tags.map((t) => t.name) });
  };

  return (
    <form onSubmit={onSubmit} aria-label="Edit media" noValidate>
      <Stack gap="4">
        <TextField
          required
          readOnly={readOnly}
          label="Name"
          value={name}
          onValue={setName}
          invalid={tried && nameMissing}
          error={NAME_REQUIRED}
        />
        <TagInput label="Tags" value={tags} onChange={setTags} disabled={readOnly} />
        {!readOnly && <SaveButton saving={saving} />}
      </Stack>
    </form>
  );
}
