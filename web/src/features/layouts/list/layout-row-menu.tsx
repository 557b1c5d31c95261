import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuCalendarPlus, LuCopy, LuCopyPlus, LuEllipsisVertical, LuPencil, LuPlay, LuTrash2 } from 'react-icons/lu';

export interface LayoutRowActions {
  edit: () => void;
  /** Plays the saved layout full screen (beyond the spec). */
  preview: () => void;
  clone: () => void;
  cloneAndView: () => void;
  /** Clones (a template as a layout), then opens the copy's schedule dialog on a new schedule. */
  cloneAndSchedule: () => void;
  remove: () => void;
}

/**
 * A row's menu (spec 01 "Layouts list"): edit, preview (beyond the spec), clone, clone and view, clone and schedule, delete. Cloning and
 * deleting need `canEdit`.
 */
export function LayoutRowMenu({
  name,
  canEdit,
  actions,
}: {
  name: string;
  canEdit: boolean;
  actions: LayoutRowActions;
}) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Actions for ${name}`}>
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="edit" onSelect={actions.edit}>
              <LuPencil />
              Edit
            </Menu.Item>
            <Menu.Item value="preview" onSelect={actions.preview}>
              <LuPlay />
              Preview
            </Menu.Item>
            {canEdit && (
              <>
                <Menu.Item value="clone" onSelect={actions.clone}>
                  <LuCopy />
                  Clone
                </Menu.Item>
                <Menu.Item value="clone-and-view" onSelect={actions.cloneAndView}>
                  <LuCopyPlus />
                  Clone and view
                </Menu.Item>
                <Menu.Item value="clone-and-schedule" onSelect={actions.cloneAndSchedule}>
                  <LuCalendarPlus />
                  Clone and schedule
                </Menu.Item>
                <Menu.Separator />
                <Menu.Item value="delete" color="fg.error" onSelect={actions.remove}>
                  <LuTrash2 />
                  Delete
                </Menu.Item>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
