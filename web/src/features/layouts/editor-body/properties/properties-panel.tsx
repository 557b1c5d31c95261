import { Box, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { elementLabel } from '@signage/domain/layouts/elements';
import { useRef } from 'react';
import type { ElementNode } from '../model/normalise.ts';
import { useEditor } from '../state/editor-context.ts';
import { canEdit, TEMPLATE_LOCKED } from '../state/locking.ts';
import { CommonFields } from './common-fields.tsx';
import { ContainerFields } from './container-fields.tsx';
import { MediaFields } from './media-fields.tsx';
import { TextFields } from './text-fields.tsx';
import { WidgetFields } from './widget-fields.tsx';

/** The properties of the one selected element: common fields, then its kind's own. */
export function PropertiesPanel() {
  const count = useEditor((s) => s.selection.length);
  const id = useEditor((s) =>
    s.selection.length === 1 ? s.selection[0] : s.selection.length ? undefined : s.doc.rootId,
  );
  // During a drag the panel keeps what it showed and catches up when the drag ends: a pointer move re-renders
  // the dragged element only.
  const shown = useRef<ElementNode | undefined>(undefined);
  const node = useEditor((s) =>
    s.gesture && shown.current?.id === id ? shown.current : id ? s.doc.nodes[id] : undefined,
  );
  shown.current = node;
  const isRoot = useEditor((s) => s.doc.rootId === id);
  const locked = useEditor((s) => !canEdit(s.mode, node));
  const templateLocked = useEditor((s) => s.mode.pageType === 'template-view-edit' && !s.mode.readOnly);
  return (
    <Box as="section" aria-labelledby="layout-properties-heading" p="2" overflow="auto" h="full">
      <Heading size="xs" as="h2" id="layout-properties-heading" mb="2">
        Properties{node ? `: ${elementLabel(node)}` : ''}
      </Heading>
      {!node ? (
        <Text fontSize="sm">{count} elements selected: drag or use the arrow keys to move them together.</Text>
      ) : (
        <Stack gap="3" key={node.id}>
          {locked && templateLocked && <Text fontSize="sm">{TEMPLATE_LOCKED}</Text>}
          <CommonFields node={node} isRoot={isRoot} disabled={locked} />
          <Separator />
          <MediaFields node={node} disabled={locked} />
          <TextFields node={node} disabled={locked} />
          <WidgetFields node={node} disabled={locked} />
          <ContainerFields node={node} disabled={locked} />
        </Stack>
      )}
    </Box>
  );
}
