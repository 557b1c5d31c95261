import { Box } from '@chakra-ui/react';
import { normaliseTag, splitSessionTags } from '@signage/domain/tags';
import { TagInput } from '../../components/tags/tag-input.tsx';
import { setSessionTags, useSessionTags } from '../../lib/session-tags.ts';

/**
 * The header's tag-session editor (spec 01 §1, §2, §6): entries split on commas with '#' added, kept in local
 * storage; they pre-fill the tags of new objects and are added to searches.
 */
export function SessionTagsEditor() {
  const entries = useSessionTags();
  return (
    <Box width="full" title="Session tags: added to searches and to the tags of new items">
      <TagInput
        label="Session tags"
        hideLabel
        inline
        size="sm"
        placeholder="Session tags, comma separated"
        parse={splitSessionTags}
        value={entries.map((entry) => ({ name: normaliseTag(entry) }))}
        onChange={(next) => setSessionTags(next.map((tag) => tag.name))}
      />
    </Box>
  );
}
