import { Box, Button, Flex, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import type { Permission } from '@signage/domain/permissions';
import { TAG_PALETTE } from '@signage/domain/tags';
import { LuPencil, LuPlus, LuTags, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { NothingYet } from '../../components/list-page/list-empty.tsx';
import { type ListScreenProps, listWithEditorScreen } from '../../components/list-page/list-with-editor.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { PageTitleBar } from '../../components/page-title-bar.tsx';
import { TagList } from '../../components/tags/tag-list.tsx';
import { useTagGroupsPageQuery } from '../../gql/hooks.ts';
import { SHOWN_ON_SCREEN } from '../../lib/answered-errors.ts';
import { paths, tagGroupEditPath } from '../../lib/paths.ts';
import { useCan } from '../../lib/use-can.ts';
import { colourName } from './colour-swatches.tsx';
import { TagGroupEditor } from './tag-group-dialog.tsx';
import { useDeleteTagGroup } from './use-tag-group-mutations.ts';

const EDIT_TAG_GROUPS: readonly Permission[] = ['edit tags'];

/** /taggroups and /taggroups/edit/{id}: the tag groups, and the editor as a dialog over them (spec 02). */
export const TagGroupsPage = listWithEditorScreen({
  List: TagGroupList,
  Editor: TagGroupEditor,
  listPath: paths.tagGroups,
  editPath: tagGroupEditPath,
  editRight: EDIT_TAG_GROUPS,
});

/** The tag groups, each with its colour and tags; edit and delete for those who may. */
function TagGroupList({ dialogs }: ListScreenProps) {
  const canEdit = useCan(EDIT_TAG_GROUPS);
  const query = useTagGroupsPageQuery({ fetchPolicy: 'cache-and-network', context: SHOWN_ON_SCREEN });
  const [remove] = useDeleteTagGroup();
  const groups = query.data?.tagGroups;
  const addButton = canEdit && (
    <Button colorPalette="accent" asChild>
      <RouterLink to={tagGroupEditPath('new')}>
        <LuPlus />
        Add tag group
      </RouterLink>
    </Button>
  );

  return (
    <Stack gap="5">
      <PageTitleBar title="Tag groups">{groups && groups.length > 0 && addButton}</PageTitleBar>
      <Text color="fg.muted" fontSize="sm">
        A tag group names and colours a set of tags: its tags show in its colour wherever they appear.
      </Text>
      {query.error && !groups ? (
        <LoadError title="Could not load the tag groups." error={query.error} onRetry={() => void query.refetch()} />
      ) : !groups ? (
        <PageSpinner />
      ) : groups.length === 0 ? (
        <NothingYet message="No tag groups yet." icon={LuTags} action={addButton} />
      ) : (
        <DataTable
          columns={['Name', 'Description', 'Colour', 'Tags', canEdit && { label: 'Actions', width: '24' }]}
          aria-label="Tag groups"
          scrollProps={{ borderWidth: '1px', borderRadius: 'l2' }}
        >
          {groups.map((group) => (
            <Table.Row key={group.id}>
              <Table.Cell fontWeight="medium">{group.name}</Table.Cell>
              <Table.Cell color="fg.muted">{group.description}</Table.Cell>
              <Table.Cell>
                <Flex align="center" gap="2">
                  <Box
                    aria-hidden="true"
                    boxSize="4"
                    borderRadius="full"
                    bg={TAG_PALETTE[colourName(group.color)].fill}
                    borderWidth="1px"
                    borderColor={TAG_PALETTE[colourName(group.color)].border}
                  />
                  {colourName(group.color)}
                </Flex>
              </Table.Cell>
              <Table.Cell>
                <TagList tags={group.tags} label={`Tags of ${group.name}`} />
              </Table.Cell>
              {canEdit && (
                <Table.Cell>
                  <Flex gap="1">
                    <IconButton asChild size="xs" variant="ghost" aria-label={`Edit ${group.name}`}>
                      <RouterLink to={tagGroupEditPath(group.id)}>
                        <LuPencil />
                      </RouterLink>
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Delete ${group.name}`}
                      onClick={() => void remove(group)}
                    >
                      <LuTrash2 />
                    </IconButton>
                  </Flex>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </DataTable>
      )}
      {dialogs}
    </Stack>
  );
}
