import { Box, Flex, Heading, HStack, Icon, Link } from '@chakra-ui/react';
import { LuTv } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { HeaderSearch } from '../../components/search/header-search.tsx';
import type { MeQuery } from '../../gql/graphql.ts';
import { paths } from '../../lib/paths.ts';
import { PRODUCT_NAME } from '../../lib/product.ts';
import { LicenceBadge } from './licence-badge.tsx';
import { NarrowNavMenu } from './narrow-nav-menu.tsx';
import { SessionTagsEditor } from './session-tags-editor.tsx';
import { ThemeSelect } from './theme-select.tsx';
import { UserMenu } from './user-menu.tsx';
import { WhatsNew } from './whats-new.tsx';

/**
 * One row from 1280 px up. Narrower, the search takes a second row of its own: squeezed between the session tags
 * and the menus it shrank to a few pixels at 1024 px, and the title and theme select broke at 768 px.
 */
export function Header({ me }: { me: MeQuery['me'] | undefined }) {
  return (
    <Flex
      as="header"
      align="center"
      wrap={{ base: 'wrap', xl: 'nowrap' }}
      columnGap={{ base: '2', md: '4' }}
      rowGap="2"
      px={{ base: '2', md: '4' }}
      py={{ base: '2', xl: '0' }}
      minHeight="14"
      borderBottomWidth="1px"
      bg="bg.panel"
      flexShrink={0}
    >
      <NarrowNavMenu />
      <Link asChild color="fg" textDecoration="none" _hover={{ textDecoration: 'none' }} flexShrink={0}>
        <RouterLink to={paths.root}>
          <Icon as={LuTv} boxSize="5" color="accent.solid" />
          <Heading as="span" size="md" hideBelow="sm" whiteSpace="nowrap">
            {PRODUCT_NAME}
          </Heading>
        </RouterLink>
      </Link>
      {/* Wide enough at xl for its placeholder ("Session tags, comma separated") to be read whole. */}
      <Box hideBelow="md" flex={{ md: '1', xl: '0 1 16rem' }} minWidth="40" maxWidth={{ md: '72', lg: '96' }}>
        <SessionTagsEditor />
      </Box>
      <Box
        flex="1"
        display="flex"
        justifyContent="center"
        minWidth={{ base: 'full', xl: '64' }}
        order={{ base: 1, xl: 0 }}
      >
        <HeaderSearch />
      </Box>
      <HStack gap={{ base: '2', md: '3' }} flexShrink={0} ms="auto">
        <LicenceBadge />
        <WhatsNew />
        <ThemeSelect />
        <UserMenu me={me} />
      </HStack>
    </Flex>
  );
}
