import { Field, Input, Text } from '@chakra-ui/react';
import { TagInput, type TagValue } from '../../../components/tags/tag-input.tsx';

interface Props {
  description: string;
  tags: TagValue[];
  onChange: (patch: { description?: string; tags?: TagValue[] }) => void;
  disabled: boolean;
}

/** A tag metadata record starts with its description (spec 02 §3; optional) and the tags that pick its devices. */
export function DescriptionAndTags({ description, tags, onChange, disabled }: Props) {
  return (
    <>
      <Field.Root disabled={disabled}>
        <Field.Label>Description</Field.Label>
        <Input value={description} onChange={(e) => onChange({ description: e.target.value })} autoComplete="off" />
      </Field.Root>
      <TagInput
        label="Tags"
        placeholder="Add a tag"
        value={tags}
        onChange={(next) => onChange({ tags: next })}
        disabled={disabled}
      />
      <Text fontSize="xs" color="fg.muted" mt="-2">
        Devices carrying all of these tags get this record, unless a more specific one reaches them.
      </Text>
    </>
  );
}
