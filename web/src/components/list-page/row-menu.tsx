import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCalendarPlus, LuCopy, LuCopyPlus, LuEllipsisVertical } from 'react-icons/lu';

export interface RowMenuItem {
  value: string;
  icon: IconType;
  label: string;
  onSelect: () => void;
  /** A destructive item (Delete): red, after a separator. */
  danger?: boolean;
}

export interface CloneActions {
  clone: () => void;
  cloneAndView: () => void;
  /** Clones, then opens the copy's schedule dialog on a new schedule. */
  cloneAndSchedule: () => void;
}

/** The cloning items of a list row's menu (spec 01 "Layouts list", spec 02 "Audio list"), for those who may edit. */
export const cloneMenuItems = (actions: CloneActions): RowMenuItem[] => [
  { value: 'clone', icon: LuCopy, label: 'Clone', onSelect: actions.clone },
  { value: 'clone-and-view', icon: LuCopyPlus, label: 'Clone and view', onSelect: actions.cloneAndView },
  {
    value: 'clone-and-schedule',
    icon: LuCalendarPlus,
    label: 'Clone and schedule',
    onSelect: actions.cloneAndSchedule,
  },
];

/** A list row's "Actions for {name}" menu: its items in order, the destructive ones after a separator. */
export function RowMenu({ name, items }: { name: string; items: RowMenuItem[] }) {
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
            {items.map(({ value, icon: Icon, label, onSelect, danger }) => [
              danger && <Menu.Separator key={`${value}-separator`} />,
              <Menu.Item key={value} value={value} onSelect={onSelect} color={danger ? 'fg.error' : undefined}>
                <Icon />
                {label}
              </Menu.Item>,
            ])}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
