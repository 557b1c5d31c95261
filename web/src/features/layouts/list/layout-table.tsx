import { Box, Link, Table } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { TableHead } from '../../../components/table-head.tsx';
import { TagList } from '../../../components/tags/tag-list.tsx';
import { Thumbnail } from '../../../components/thumbnail.tsx';
import type { LayoutTable_LayoutFragment } from '../../../gql/graphql.ts';
import { layoutEditorPath } from '../../../lib/paths.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';
import { type LayoutRowActions, LayoutRowMenu } from './layout-row-menu.tsx';

/** What the type column says. */
export function layoutKindLabel(layout: Pick<LayoutTable_LayoutFragment, 'template' | 'layoutType'>): string {
  if (layout.template) return 'Template';
  return layout.layoutType === 'SYNC_SEQUENCE' ? 'Sync sequence' : 'Layout';
}

interface LayoutTableProps {
  label: string;
  layouts: readonly LayoutTable_LayoutFragment[];
  canEdit: boolean;
  actionsFor: (layout: LayoutTable_LayoutFragment) => LayoutRowActions;
}

/**
 * The layouts or templates table (spec 01): the server-rendered thumbnail of the composition, name (opens the
 * editor), type, date and tags, and the row menu.
 */
export function LayoutTable({ label, layouts, canEdit, actionsFor }: LayoutTableProps) {
  const when = useDisplayTime();
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label} minWidth="3xl">
        <TableHead
          columns={[
            { label: 'Thumbnail', width: '180px' },
            'Name',
            { label: 'Type', width: '140px' },
            { label: 'Date', width: '170px' },
            'Tags',
            { label: 'Actions', width: '60px', hidden: true },
          ]}
        />
        <Table.Body>
          {layouts.map((layout) => (
            <Table.Row key={layout.id}>
              <Table.Cell>
                <Thumbnail
                  src={layout.thumbnailUrl}
                  alt=""
                  width="160px"
                  height="90px"
                  objectFit="contain"
                  bg="bg.muted"
                  rounded="sm"
                  loading="lazy"
                />
              </Table.Cell>
              <Table.Cell fontWeight="medium" wordBreak="break-word">
                <Link asChild>
                  <RouterLink to={layoutEditorPath(layout)}>{layout.name}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>{layoutKindLabel(layout)}</Table.Cell>
              <Table.Cell>{when.dateTime(layout.dateUpdated)}</Table.Cell>
              <Table.Cell>
                <TagList tags={layout.tags} />
              </Table.Cell>
              <Table.Cell>
                <LayoutRowMenu name={layout.name} canEdit={canEdit} actions={actionsFor(layout)} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
