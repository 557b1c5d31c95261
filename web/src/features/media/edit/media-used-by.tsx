import { Link, List, Text } from '@chakra-ui/react';
import { AREA_VIEWERS } from '@signage/domain/permissions';
import { Link as RouterLink } from 'react-router';
import type { MediaUsedBy_MediaFragment } from '../../../gql/graphql.ts';
import { layoutEditPath } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/use-can.ts';

type Usage = MediaUsedBy_MediaFragment['usedBy'];

/** "Used by 2 layouts: Lobby, Menu." for the delete confirmation; undefined when no layout uses it. */
export function usageSentence(usage: Usage): string | undefined {
  if (usage.total === 0) return undefined;
  const hidden = usage.total - usage.layouts.length;
  const names = [...usage.layouts.map((l) => l.name), ...(hidden ? [`${hidden} you cannot see`] : [])];
  return `It is used by ${usage.total} ${usage.total === 1 ? 'layout' : 'layouts'}: ${names.join(', ')}.`;
}

/**
 * The layouts that use the item (spec 01 "Media edit"), each opening its editor for those who may open layouts;
 * named only for the others, who need the names before a delete but whose editor would refuse them.
 */
export function MediaUsedBy({ media }: { media: MediaUsedBy_MediaFragment }) {
  const mayOpen = useCan(AREA_VIEWERS.layouts);
  const { total, layouts } = media.usedBy;
  if (total === 0) return <Text color="fg.muted">No layout uses this item.</Text>;
  const hidden = total - layouts.length;
  return (
    <>
      <List.Root gap="1" ps="5">
        {layouts.map((layout) => (
          <List.Item key={layout.id}>
            {/* Accent and underlined: in the body's colour these read as plain text, not as links. */}
            {mayOpen ? (
              <Link asChild color="accent.fg" variant="underline">
                <RouterLink to={layoutEditPath(layout.id, layout.template ? 'template' : 'layout')}>
                  {layout.name}
                </RouterLink>
              </Link>
            ) : (
              layout.name
            )}
            {layout.template && ' (template)'}
          </List.Item>
        ))}
      </List.Root>
      {hidden > 0 && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          And {hidden} {hidden === 1 ? 'layout' : 'layouts'} you cannot see.
        </Text>
      )}
    </>
  );
}
