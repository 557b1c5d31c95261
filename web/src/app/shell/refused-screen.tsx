import { Heading, Stack, Text } from '@chakra-ui/react';
import type { NavItem } from '../../lib/nav-items.ts';

const quoted = (rights: readonly string[]) => rights.map((right) => `"${right}"`).join(', ');

/**
 * A screen whose sidebar entry the user's rights do not offer (spec 01 §6: its service refuses them), reached by
 * its address: said once, with the rights it needs, instead of a page of controls that all fail.
 */
export function RefusedScreen({ item }: { item: NavItem & { needs: readonly string[] } }) {
  const needs =
    item.needs.length === 1 ? `the ${quoted(item.needs)} permission` : `one of the permissions ${quoted(item.needs)}`;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {item.label}
      </Heading>
      <Text role="alert">
        You do not have permission to open {item.label}: it needs {needs}. An administrator can give it to you.
      </Text>
    </Stack>
  );
}
