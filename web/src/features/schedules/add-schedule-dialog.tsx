import { Button, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { SearchedChoicesDialog } from '../../components/searched-choices-dialog.tsx';
import { ScheduleLayoutChoicesQueryDocument } from '../../gql/graphql.ts';
import { layoutSchedulePath, syncLayoutSchedulePath } from '../../lib/paths.ts';

/**
 * "Add schedule" on the timeline: a schedule publishes a layout or sync sequence, so the person picks one and its
 * schedule dialog opens on a new schedule, over its editor (spec 01 §2 child route), as everywhere else.
 */
export function AddScheduleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <SearchedChoicesDialog
      title="Schedule a layout"
      open={open}
      onClose={onClose}
      size="md"
      noun="layouts"
      document={ScheduleLayoutChoicesQueryDocument}
      select={(data) => data.layouts}
      gap="3"
      noteProps={{ textStyle: 'sm' }}
    >
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
    </SearchedChoicesDialog>
  );
}
