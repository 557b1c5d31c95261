import { Box, CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { useLocation } from 'react-router';
import { SessionTagsEditor } from './session-tags-editor.tsx';
import { Sidebar } from './sidebar.tsx';

/**
 * Below the md breakpoint the sidebar would push the page sideways (at 390 px the console scrolled): the header
 * shows a menu button instead, opening the same navigation, and the session tags, in a drawer.
 */
export function NarrowNavMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Choosing a screen closes the menu (state adjusted while rendering, React's pattern for a changed input).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" size="sm" hideFrom="md">
          <LuMenu />
        </IconButton>
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
