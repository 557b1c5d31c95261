import { HStack, Icon, type StackProps, Text } from '@chakra-ui/react';
import { LuTv } from 'react-icons/lu';
import { PRODUCT_NAME } from '../lib/product.ts';

/** The logo and name at the top of the pages outside the shell (sign-in, password reset). */
export function ProductMark(props: StackProps) {
  return (
    <HStack gap="2" {...props}>
      <Icon as={LuTv} boxSize="7" color="accent.solid" />
      <Text fontSize="xl" fontWeight="bold">
        {PRODUCT_NAME}
      </Text>
    </HStack>
  );
}
