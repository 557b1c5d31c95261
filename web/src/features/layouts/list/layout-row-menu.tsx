import { LuPencil, LuPlay, LuTrash2 } from 'react-icons/lu';
import { type CloneActions, cloneMenuItems, RowMenu } from '../../../components/list-page/row-menu.tsx';

export interface LayoutRowActions extends CloneActions {
  edit: () => void;
  /** Plays the saved layout full screen (beyond the spec). */
  preview: () => void;
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
  const items = [
    { value: 'edit', icon: LuPencil, label: 'Edit', onSelect: actions.edit },
    { value: 'preview', icon: LuPlay, label: 'Preview', onSelect: actions.preview },
    ...(canEdit
      ? [
          ...cloneMenuItems(actions),
          { value: 'delete', icon: LuTrash2, label: 'Delete', onSelect: actions.remove, danger: true },
        ]
      : []),
  ];
  return <RowMenu name={name} items={items} />;
}
