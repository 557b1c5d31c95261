import { Box, Button, chakra, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { LuChevronDown, LuChevronRight, LuChevronsLeft, LuChevronsRight, LuSettings2 } from 'react-icons/lu';
import { matchPath, NavLink, useLocation } from 'react-router';
import { ROW_LINK_STYLE } from '../../components/row-link-style.ts';
import { useMeQuery } from '../../gql/hooks.ts';
import { ADVANCED, HELP, type NavItem, offeredTo, SECTIONS } from '../../lib/nav-items.ts';
import { IMPLEMENTED_SCREENS } from '../../lib/paths.ts';

/** Local-storage key remembering "Show More" (labels) or "Show Less" (icons only). */
export const SIDEBAR_EXPANDED_KEY = 'sidebar_expanded';

function isActive(path: string, pathname: string): boolean {
  return matchPath({ path, end: false }, pathname) !== null;
}

/**
 * The shell's sidebar: the spec's sections, the "Advanced" group and Help, each shown only once its screen
 * exists (`implemented`, the registry of lib/paths.ts by default) and, for those that need a right (every area
 * but the dashboard, the tag manager and Help), once the signed-in user is known to hold one of them.
 */
export function Sidebar({
  implemented = IMPLEMENTED_SCREENS,
  inMenu = false,
}: {
  implemented?: readonly string[];
  /** Inside the narrow-screen menu: always with labels, no Show Less, the whole width of the menu. */
  inMenu?: boolean;
}) {
  const { pathname } = useLocation();
  const [remembered, setExpanded] = useState(() => localStorage.getItem(SIDEBAR_EXPANDED_KEY) !== 'false');
  const expanded = inMenu || remembered;
  const permissions = useMeQuery().data?.me?.permissions;
  const offered = offeredTo(permissions);
  const shown = (item: NavItem) => implemented.includes(item.path) && offered(item);
  const sections = SECTIONS.filter(shown);
  const advanced = ADVANCED.filter(shown);
  const showHelp = implemented.includes(HELP.path);

  const toggle = () => {
    localStorage.setItem(SIDEBAR_EXPANDED_KEY, String(!remembered));
    setExpanded(!remembered);
  };

  return (
    <Box
      as="nav"
      aria-label="Main"
      width={inMenu ? 'full' : expanded ? '56' : '16'}
      flex={inMenu ? '1' : undefined}
      flexShrink={0}
      borderRightWidth={inMenu ? undefined : '1px'}
      bg="bg.subtle"
      // Narrow screens get the same navigation in the header's menu (NarrowNavMenu) instead.
      // (hideBelow: a max-width media query, so the sidebar is there wherever media queries are not evaluated.)
      display="flex"
      hideBelow={inMenu ? undefined : 'md'}
      flexDirection="column"
      py="3"
      px="2"
      gap="1"
      transition="width 0.15s"
      // On a short screen (a laptop's 768 px less the browser's bars) the entries scroll within the sidebar,
      // instead of running out of it and making the whole page scroll.
      overflowY="auto"
      overflowX="hidden"
    >
      <Stack as="ul" gap="1" listStyleType="none">
        {sections.map((item) => (
          <chakra.li key={item.path}>
            <SidebarLink item={item} expanded={expanded} />
          </chakra.li>
        ))}
      </Stack>
      {advanced.length > 0 && <AdvancedGroup items={advanced} expanded={expanded} pathname={pathname} />}
      <Box flex="1" />
      {showHelp && <SidebarLink item={HELP} expanded={expanded} />}
      <Button
        display={inMenu ? 'none' : undefined}
        variant="ghost"
        size="sm"
        onClick={toggle}
        aria-label={expanded ? 'Show Less' : 'Show More'}
        justifyContent={expanded ? 'flex-start' : 'center'}
      >
        <Icon as={expanded ? LuChevronsLeft : LuChevronsRight} />
        {expanded && 'Show Less'}
      </Button>
    </Box>
  );
}

function AdvancedGroup({
  items,
  expanded,
  pathname,
}: {
  items: readonly NavItem[];
  expanded: boolean;
  pathname: string;
}) {
  const activeInGroup = items.some((item) => isActive(item.path, pathname));
  const [open, setOpen] = useState(activeInGroup);
  const listId = useId();

  // Opens by itself when one of its screens becomes active; the user may still close it.
  useEffect(() => {
    if (activeInGroup) setOpen(true);
  }, [activeInGroup]);

  return (
    <Box mt="2">
      <Button
        variant="ghost"
        size="sm"
        width="full"
        justifyContent={expanded ? 'flex-start' : 'center'}
        aria-expanded={open}
        aria-controls={listId}
        aria-label="Advanced"
        onClick={() => setOpen(!open)}
        color="fg.muted"
      >
        <Icon as={LuSettings2} />
        {expanded && (
          <>
            <Text flex="1" textAlign="start">
              Advanced
            </Text>
            <Icon as={open ? LuChevronDown : LuChevronRight} />
          </>
        )}
      </Button>
      {open && (
        <Stack as="ul" id={listId} gap="1" listStyleType="none" pl={expanded ? '3' : '0'} mt="1">
          {items.map((item) => (
            <chakra.li key={item.path}>
              <SidebarLink item={item} expanded={expanded} />
            </chakra.li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function SidebarLink({ item, expanded }: { item: NavItem; expanded: boolean }) {
  return (
    <Link
      asChild
      {...ROW_LINK_STYLE}
      px="3"
      py="2"
      fontSize="sm"
      justifyContent={expanded ? 'flex-start' : 'center'}
      _currentPage={{ bg: 'accent.subtle', color: 'accent.fg', fontWeight: 'semibold' }}
    >
      <NavLink to={item.path} aria-label={expanded ? undefined : item.label} title={expanded ? undefined : item.label}>
        <Icon as={item.icon} boxSize="4" />
        {expanded && item.label}
      </NavLink>
    </Link>
  );
}
