import { Badge, Text, Wrap } from '@chakra-ui/react';
import { topTags } from '@signage/domain/dashboard';
import { TagChip } from '../../components/tags/tag-chip.tsx';
import type { useCardDevices } from './use-card-devices.ts';

/** The tag cloud (spec 01 §2): the 8 tags most carried by the card's devices, with how many carry each. */
export function CardTagCloud({ state, title }: { state: ReturnType<typeof useCardDevices>; title: string }) {
  const cloud = topTags(state.devices);
  if (cloud.length === 0) return <Text color="fg.muted">No tags on these devices.</Text>;
  return (
    <Wrap gap="2" role="list" aria-label={`Top tags of ${title}`}>
      {cloud.map((tag) => (
        <Wrap gap="1" key={tag.name} role="listitem" alignItems="center">
          <TagChip name={tag.name} color={tag.color} size="md" />
          <Badge variant="subtle" aria-label={`${tag.count} devices`}>
            {tag.count}
          </Badge>
        </Wrap>
      ))}
    </Wrap>
  );
}
