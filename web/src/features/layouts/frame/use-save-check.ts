import { checkLayoutSave, type LayoutDraft } from '@signage/domain/layouts/save-rules';
import { useConfirm } from '../../../components/confirm/use-confirm.ts';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { useMeQuery } from '../../../gql/hooks.ts';

/**
 * The layout save rules (domain checkLayoutSave, the same function the REST service runs) before a save: a
 * refusal is shown as the rule's message and nothing is sent; a user with forced tags who gave no tags is asked
 * to confirm. Resolves whether to go on.
 */
export function useSaveCheck() {
  const forcedTags = useMeQuery().data?.me.forcedTags ?? [];
  const notify = useNotify();
  const confirm = useConfirm();
  return async (draft: LayoutDraft): Promise<boolean> => {
    const check = checkLayoutSave(draft, { forcedTags });
    if (!check.ok) {
      notify('danger', check.msg);
      return false;
    }
    if (check.confirm)
      return confirm({ message: check.confirm, okText: 'Save', okColorPalette: 'accent', okIcon: null });
    return true;
  };
}
