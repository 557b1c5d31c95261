import { Field, Input } from '@chakra-ui/react';
import { TagInput, type TagValue } from '../tags/tag-input.tsx';

interface NameAndTagsFieldsProps {
  name: string;
  tags: TagValue[];
  onChange: (patch: { name?: string; tags?: TagValue[] }) => void;
  disabled: boolean;
}

/** The two fields every tagged object's editor starts with: its required name, then its tags (spec 01 §6). */
export function NameAndTagsFields({ name, tags, onChange, disabled }: NameAndTagsFieldsProps) {
  return (
    <>
      <Field.Root required disabled={disabled}>
        <Field.Label>
          Name <Field.RequiredIndicator />
        </Field.Label>
        <Input value={name} onChange={(e) => onChange({ name: e.target.value })} autoComplete="off" />
      </Field.Root>
      <TagInput
        label="Tags"
        placeholder="Add a tag"
        value={tags}
        onChange={(next) => onChange({ tags: next })}
        disabled={disabled}
      />
    </>
  );
}
