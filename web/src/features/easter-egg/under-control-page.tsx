import { Box, Button, Center, Heading, List, Stack, Text } from '@chakra-ui/react';
import { LuCoffee, LuFlame } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** The error screen reached only through the sign-in easter egg (spec 01 §2). Nothing is wrong. Probably. */
export function UnderControlPage() {
  const navigate = useNavigate();
  return (
    <Center minHeight="100dvh" p="6" bgGradient="to-b" gradientFrom="red.900" gradientTo="orange.700" color="white">
      <Stack gap="6" maxWidth="lg" textAlign="center" align="center">
        <Box fontSize="6xl" aria-hidden="true" display="flex" gap="4">
          <LuFlame />
          <LuCoffee />
          <LuFlame />
        </Box>
        <Heading as="h1" size="3xl">
          Everything is under control
        </Heading>
        <Text fontSize="lg">
          Error 418½: the screens are showing exactly what they were supposed to. This was totally supposed to happen.
        </Text>
        <List.Root textAlign="start" gap="1" color="whiteAlpha.900" ps="5">
          <List.Item>Every player has been informed that this is fine.</List.Item>
          <List.Item>The layouts are on fire in a strictly decorative way.</List.Item>
          <List.Item>The coffee is still warm.</List.Item>
        </List.Root>
        <Button colorPalette="orange" variant="solid" onClick={() => navigate(paths.login)}>
          Back to sign-in
        </Button>
      </Stack>
    </Center>
  );
}
