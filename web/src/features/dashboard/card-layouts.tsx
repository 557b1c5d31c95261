import { HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import { layoutEditorPath } from '../../lib/paths.ts';
import { type PlayingCardDevice, useCardLayouts } from './use-card-layouts.ts';

/** The layouts the card's devices play, each opening the layout editor in a new tab (spec 01 §2). */
export function CardLayouts({ devices, title }: { devices: readonly PlayingCardDevice[]; title: string }) {
  const { layouts, loading, error } = useCardLayouts(devices);
  if (loading) return null;
  if (error) {
    return (
      <Text textStyle="xs" color="fg.error">
        Could not load what these devices play: {error.message}
      </Text>
    );
  }
  return (
    <Stack gap="1">
      <Text textStyle="xs" color="fg.muted" fontWeight="medium">
        {layouts.length === 0 ? 'No layout is playing on these devices now.' : 'Playing now'}
      </Text>
      {layouts.length > 0 && (
        <List.Root variant="plain" gap="1" aria-label={`Layouts playing on ${title}`}>
          {layouts.map((layout) => (
            <List.Item key={layout.id}>
              <HStack justify="space-between" width="full" gap="2" minWidth="0">
                <Link href={layoutEditorPath(layout)} target="_blank" rel="noopener" color="accent.fg" truncate>
                  {layout.name}
                  <LuExternalLink aria-hidden="true" />
                </Link>
                <Text textStyle="xs" color="fg.muted" flexShrink={0}>
                  {layout.devices === 1 ? '1 device' : `${layout.devices} devices`}
                </Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
