import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuCalendarPlus, LuCopy, LuCopyPlus, LuEllipsisVertical, LuPencil } from 'react-icons/lu';

export interface AudioRowActions {
  edit: () => void;
  clone: () => void;
  cloneAndView: () => void;
  cloneAndSchedule: () => void;
}

/** A row's menu (spec 02 "Audio list"): edit, clone, clone and view, clone and schedule; cloning needs `canEdit`. */
export function AudioRowMenu({ name, canEdit, actions }: { name: string; canEdit: boolean; actions: AudioRowActions }) {
  return (
    // The row opens the editor on click: the menu's clicks stay in the menu.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the click reaching the row; the menu has its own keys.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
    <span onClick={(event) => event.stopPropagation()}>
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
                </>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </span>
  );
}
