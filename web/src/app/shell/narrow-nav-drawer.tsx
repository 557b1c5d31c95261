import { Box, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { NarrowNavButton } from './narrow-nav-menu.tsx';
import { SessionTagsEditor } from './session-tags-editor.tsx';
import { Sidebar } from './sidebar.tsx';

/** The narrow-screen menu's drawer, loaded when the menu is first opened: the navigation and the session tags. */
export function NarrowNavDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <NarrowNavButton />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="0" display="flex" flexDirection="column" gap="3">
              <Box px="4">
                <SessionTagsEditor />
              </Box>
              <Sidebar inMenu />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
