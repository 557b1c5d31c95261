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

export function Header({ me }: { me: MeQuery['me'] | undefined }) {
  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '2', md: '4' }}
      px={{ base: '2', md: '4' }}
      height="14"
      borderBottomWidth="1px"
      bg="bg.panel"
      flexShrink={0}
    >
      <NarrowNavMenu />
      <Link asChild color="fg" textDecoration="none" _hover={{ textDecoration: 'none' }}>
        <RouterLink to={paths.root}>
          <Icon as={LuTv} boxSize="5" color="accent.solid" />
          <Heading as="span" size="md" hideBelow="sm">
            {PRODUCT_NAME}
          </Heading>
        </RouterLink>
      </Link>
      <Box hideBelow="md">
        <SessionTagsEditor />
      </Box>
      <Box flex="1" display="flex" justifyContent="center" minWidth="0">
        <HeaderSearch />
      </Box>
      <HStack gap={{ base: '2', md: '3' }}>
        <LicenceBadge />
        <WhatsNew />
        <ThemeSelect />
        <UserMenu me={me} />
      </HStack>
    </Flex>
  );
}
