import { Box } from '@chakra-ui/react';

/** The input error popup of spec 01 §5 "Tags". */
export const TAG_INPUT_ERROR = 'Tags must start with # or a letter or digit, followed by letters, digits, _ or -';

/** The popup under a tag input that refused what was typed; the input points to it (aria-describedby). */
export function TagInputError({ id }: { id: string }) {
  return (
    <Box
      id={id}
      role="alert"
      position="absolute"
      top="100%"
      left="0"
      mt="1.5"
      zIndex="popover"
      maxWidth="sm"
      px="3"
      py="2"
      fontSize="sm"
      borderRadius="l2"
      bg="red.solid"
      color="red.contrast"
      boxShadow="md"
      _before={{
        content: '""',
        position: 'absolute',
        top: '-5px',
        left: '4',
        borderLeft: '6px solid transparent',
        borderRight: '6px solid transparent',
        borderBottom: '6px solid',
        borderBottomColor: 'red.solid',
      }}
    >
      {TAG_INPUT_ERROR}
    </Box>
  );
}
