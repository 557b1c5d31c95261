import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
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

interface RowMenuItem {
  value: string;
  action: keyof LayoutRowActions;
  icon: IconType;
  label: string;
}

const ALWAYS: RowMenuItem[] = [
  { value: 'edit', action: 'edit', icon: LuPencil, label: 'Edit' },
  { value: 'preview', action: 'preview', icon: LuPlay, label: 'Preview' },
];

/** The cloning items, shown with Delete to those who may edit. */
const CLONES: RowMenuItem[] = [
  { value: 'clone', action: 'clone', icon: LuCopy, label: 'Clone' },
  { value: 'clone-and-view', action: 'cloneAndView', icon: LuCopyPlus, label: 'Clone and view' },
  { value: 'clone-and-schedule', action: 'cloneAndSchedule', icon: LuCalendarPlus, label: 'Clone and schedule' },
];

function rowMenuItem({ value, action, icon: Icon, label }: RowMenuItem, actions: LayoutRowActions) {
  return (
    <Menu.Item key={value} value={value} onSelect={actions[action]}>
      <Icon />
      {label}
    </Menu.Item>
  );
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
            {ALWAYS.map((item) => rowMenuItem(item, actions))}
            {canEdit && (
              <>
                {CLONES.map((item) => rowMenuItem(item, actions))}
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
