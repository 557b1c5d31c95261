import { Button, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { EditorDialog } from '../../components/editor-dialog/editor-dialog.tsx';
import { SearchedChoices, ShownOfTotal, useChoiceSearch } from '../../components/loaded-choices.tsx';
import { useScheduleLayoutChoicesQuery } from '../../gql/hooks.ts';
import { layoutSchedulePath, syncLayoutSchedulePath } from '../../lib/paths.ts';

/**
 * "Add schedule" on the timeline: a schedule publishes a layout or sync sequence, so the person picks one and its
 * schedule dialog opens on a new schedule, over its editor (spec 01 §2 child route), as everywhere else.
 */
export function AddScheduleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <EditorDialog
      open={open}
      onClose={onClose}
      size="md"
      scrollBehavior="inside"
      title="Schedule a layout"
      cancel="Cancel"
    >
      <LayoutChoices />
    </EditorDialog>
  );
}

function LayoutChoices() {
  const navigate = useNavigate();
  const choiceSearch = useChoiceSearch();
  const { search } = choiceSearch;
  const query = useScheduleLayoutChoicesQuery({
    variables: search ? { search } : {},
    fetchPolicy: 'cache-and-network',
  });
  const list = (query.data ?? query.previousData)?.layouts;
  return (
    <Stack gap="3">
      <SearchedChoices noun="layouts" search={choiceSearch} items={list?.items} query={query}>
        {(items) => (
          <Stack as="ul" aria-label="Layouts to schedule" gap="1" listStyleType="none">
            {items.map((layout) => (
              <li key={layout.id}>
                <Button
                  variant="ghost"
                  width="full"
                  justifyContent="start"
                  onClick={() =>
                    void navigate(
                      layout.layoutType === 'SYNC_SEQUENCE'
                        ? syncLayoutSchedulePath(layout.id, 'new')
                        : layoutSchedulePath(layout.id, 'layout', 'new'),
                    )
                  }
                >
                  {layout.name}
                  {layout.layoutType === 'SYNC_SEQUENCE' && (
                    <Text as="span" color="fg.muted" textStyle="xs">
                      sync sequence
                    </Text>
                  )}
                </Button>
              </li>
            ))}
          </Stack>
        )}
      </SearchedChoices>
      <ShownOfTotal list={list} noun="layouts" textStyle="sm" />
    </Stack>
  );
}
