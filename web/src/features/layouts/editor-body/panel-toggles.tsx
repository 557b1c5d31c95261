import { Button, HStack } from '@chakra-ui/react';
import { LuListTree, LuSlidersHorizontal } from 'react-icons/lu';

export type EditorPanel = 'tree' | 'properties';
export const PANEL_IDS: Record<EditorPanel, string> = {
  tree: 'layout-editor-tree-panel',
  properties: 'layout-editor-properties-panel',
};

/**
 * Below 1280 px the element tree and the properties no longer fit beside a usable canvas (at 768 px it was 0 to
 * 60 px wide): they collapse, and these buttons open one at a time over the canvas's edge.
 */
export function PanelToggles({
  open,
  onOpen,
}: {
  open: EditorPanel | null;
  onOpen: (panel: EditorPanel | null) => void;
}) {
  const toggle = (panel: EditorPanel) => onOpen(open === panel ? null : panel);
  return (
    <HStack hideFrom="xl" justify="space-between" px="2" py="1" borderBottomWidth="1px">
      <Button
        size="xs"
        variant={open === 'tree' ? 'solid' : 'outline'}
        aria-expanded={open === 'tree'}
        aria-controls={PANEL_IDS.tree}
        onClick={() => toggle('tree')}
      >
        <LuListTree />
        Elements
      </Button>
      <Button
        size="xs"
        variant={open === 'properties' ? 'solid' : 'outline'}
        aria-expanded={open === 'properties'}
        aria-controls={PANEL_IDS.properties}
        onClick={() => toggle('properties')}
      >
        <LuSlidersHorizontal />
        Properties
      </Button>
    </HStack>
  );
}
