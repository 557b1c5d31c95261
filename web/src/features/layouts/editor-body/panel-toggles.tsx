import { Button, HStack } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuListTree, LuSlidersHorizontal } from 'react-icons/lu';

export type EditorPanel = 'tree' | 'properties';
export const PANEL_IDS: Record<EditorPanel, string> = {
  tree: 'layout-editor-tree-panel',
  properties: 'layout-editor-properties-panel',
};

/** The two toggles, in the order of the panels on a wide screen. */
const PANELS = [
  { panel: 'tree', label: 'Elements', Icon: LuListTree },
  { panel: 'properties', label: 'Properties', Icon: LuSlidersHorizontal },
] as const satisfies readonly { panel: EditorPanel; label: string; Icon: IconType }[];

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
      {PANELS.map(({ panel, label, Icon }) => (
        <Button
          key={panel}
          size="xs"
          variant={open === panel ? 'solid' : 'outline'}
          aria-expanded={open === panel}
          aria-controls={PANEL_IDS[panel]}
          onClick={() => toggle(panel)}
        >
          <Icon />
          {label}
        </Button>
      ))}
    </HStack>
  );
}
