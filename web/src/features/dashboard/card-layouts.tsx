import { HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { notVisibleName } from '@signage/domain/messages';
import { LuExternalLink } from 'react-icons/lu';
import type { DashboardCardDevicesQuery } from '../../gql/graphql.ts';
import { layoutEditorPath } from '../../lib/paths.ts';

type Layout = NonNullable<DashboardCardDevicesQuery['devices']['items'][number]['screenLayout']>;

interface CardLayout {
  id: string;
  name: string;
  /** To open in its editor; null for a layout the user's forced tags hide (named by id, not linked). */
  layout: Layout | null;
  /** How many of the card's devices play it now. */
  devices: number;
}

/** What a card's device says of its screen: the layout's id, and the layout where the user may see it. */
export interface ScreenOfDevice {
  screenLayoutId: string | null;
  screenLayout: Layout | null;
}

/**
 * The layouts a card's devices play now (spec 01 §2 "each layout shown opens the layout editor"), each once, by
 * name, with how many of the devices play it. What each device plays is the server's answer (Device.screenLayout:
 * the now-playing rule over its schedules and campaign runs, on its venue's clock).
 */
function cardLayouts(devices: readonly ScreenOfDevice[]): CardLayout[] {
  const byId = new Map<string, CardLayout>();
  for (const { screenLayoutId: id, screenLayout: layout } of devices) {
    if (!id) continue;
    const seen = byId.get(id);
    if (seen) seen.devices += 1;
    else byId.set(id, { id, name: layout?.name ?? notVisibleName('Layout', id), layout, devices: 1 });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The layouts the card's devices play, each opening the layout editor in a new tab (spec 01 §2). */
export function CardLayouts({ devices, title }: { devices: readonly ScreenOfDevice[]; title: string }) {
  const layouts = cardLayouts(devices);
  return (
    <Stack gap="1">
      <Text textStyle="xs" color="fg.muted" fontWeight="medium">
        {layouts.length === 0 ? 'No layout is playing on these devices now.' : 'Playing now'}
      </Text>
      {layouts.length > 0 && (
        <List.Root variant="plain" gap="1" aria-label={`Layouts playing on ${title}`}>
          {layouts.map(({ id, name, layout, devices: count }) => (
            <List.Item key={id}>
              <HStack justify="space-between" width="full" gap="2" minWidth="0">
                {layout ? (
                  <Link href={layoutEditorPath(layout)} target="_blank" rel="noopener" color="accent.fg" truncate>
                    {name}
                    <LuExternalLink aria-hidden="true" />
                  </Link>
                ) : (
                  <Text truncate>{name}</Text>
                )}
                <Text textStyle="xs" color="fg.muted" flexShrink={0}>
                  {count === 1 ? '1 device' : `${count} devices`}
                </Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
