import { SimpleGrid } from '@chakra-ui/react';
import { TagInput, type TagValue } from '../../../components/tags/tag-input.tsx';
import { TextField } from '../../../components/text-field.tsx';

interface LayoutNameTagsProps {
  /** "Layout", "Template" or "Sync sequence": the name field's label says whose name it is. */
  noun: string;
  name: string;
  onNameChange: (name: string) => void;
  tags: readonly TagValue[];
  onTagsChange: (tags: TagValue[]) => void;
  readOnly: boolean;
}

/** The name and tags every layout is saved with (spec 01 §5: both are checked at save). */
export function LayoutNameTags({ noun, name, onNameChange, tags, onTagsChange, readOnly }: LayoutNameTagsProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
      <TextField required readOnly={readOnly} label={`${noun} name`} value={name} onValue={onNameChange} />
      <TagInput label="Tags" value={tags} onChange={onTagsChange} disabled={readOnly} />
    </SimpleGrid>
  );
}
