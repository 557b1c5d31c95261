import type { LayoutElement } from '@signage/domain/layouts/elements';
import { useEffect } from 'react';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { useLayoutPreviewQuery } from '../../../gql/hooks.ts';
import type { EditorMetadata } from '../editor-body/model/aspect.ts';
import { LayoutPreview } from './layout-preview.tsx';

/** A saved layout played in the preview (the layouts list's row menu); asked afresh, as its media links expire. */
export function SavedLayoutPreview({ id, onClose }: { id: string; onClose(): void }) {
  const notify = useNotify();
  const { data, error } = useLayoutPreviewQuery({ variables: { id }, fetchPolicy: 'network-only' });
  useEffect(() => {
    if (!error) return;
    notify('danger', `Could not load the layout to preview: ${error.message}`);
    onClose();
  }, [error, notify, onClose]);
  const layout = data?.layout;
  if (!layout) return null;
  return (
    <LayoutPreview
      tree={layout.json as LayoutElement}
      editorMetadata={(layout.editorMetadata?.json ?? {}) as EditorMetadata}
      name={layout.name}
      onClose={onClose}
    />
  );
}
