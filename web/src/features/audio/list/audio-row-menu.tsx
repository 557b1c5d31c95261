import { LuPencil } from 'react-icons/lu';
import { type CloneActions, cloneMenuItems, RowMenu } from '../../../components/list-page/row-menu.tsx';

export interface AudioRowActions extends CloneActions {
  edit: () => void;
}

/** A row's menu (spec 02 "Audio list"): edit, clone, clone and view, clone and schedule; cloning needs `canEdit`. */
export function AudioRowMenu({ name, canEdit, actions }: { name: string; canEdit: boolean; actions: AudioRowActions }) {
  const items = [
    { value: 'edit', icon: LuPencil, label: 'Edit', onSelect: actions.edit },
    ...(canEdit ? cloneMenuItems(actions) : []),
  ];
  return (
    // The row opens the editor on click: the menu's clicks stay in the menu.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the click reaching the row; the menu has its own keys.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
    <span onClick={(event) => event.stopPropagation()}>
      <RowMenu name={name} items={items} />
    </span>
  );
}
