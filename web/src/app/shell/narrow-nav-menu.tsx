import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { useLocation } from 'react-router';
import { useFirstUse } from '../../lib/use-first-use.ts';

const loadDrawer = () => import('./narrow-nav-drawer.tsx');
const NarrowNavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.NarrowNavDrawer })));

/** The menu button: before the drawer has loaded, and as the loaded drawer's trigger. */
export function NarrowNavButton(props: IconButtonProps) {
  return (
    <IconButton
      aria-label="Open menu"
      variant="ghost"
      size="sm"
      hideFrom="md"
      aria-haspopup="dialog"
      aria-expanded={false}
      {...props}
    >
      <LuMenu />
    </IconButton>
  );
}

/**
 * Below the md breakpoint the sidebar would push the page sideways (at 390 px the console scrolled): the header
 * shows a menu button instead, opening the same navigation, and the session tags, in a drawer. The drawer loads
 * on first use, so wider screens never load it (issue 20).
 */
export function NarrowNavMenu() {
  const { used, triggerProps } = useFirstUse(loadDrawer);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Choosing a screen closes the menu (state adjusted while rendering, React's pattern for a changed input).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  // The first click loads the drawer and opens it; later clicks go to the loaded drawer's own trigger.
  const openFirst = () => {
    setOpen(true);
    triggerProps.onClick();
  };
  const button = <NarrowNavButton {...triggerProps} onClick={openFirst} />;
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <NarrowNavDrawer open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
