import { Text } from '@chakra-ui/react';
import { TextAndTagsFields } from '../../../components/editor-dialog/name-and-tags-fields.tsx';
import type { TagValue } from '../../../components/tags/tag-input.tsx';

/** A tag metadata record starts with its description (spec 02 §3; optional) and the tags that pick its devices. */
export function DescriptionAndTags(props: {
  description: string;
  tags: TagValue[];
  onChange: (patch: { description?: string; tags?: TagValue[] }) => void;
  disabled: boolean;
}) {
  return (
    <>
      <TextAndTagsFields field="description" label="Description" text={props.description} {...props} />
      <Text fontSize="xs" color="fg.muted" mt="-2">
        Devices carrying all of these tags get this record, unless a more specific one reaches them.
      </Text>
    </>
  );
}
