import { Box, Link } from '@chakra-ui/react';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/**
 * A mail's plain text as written, with its web addresses as links (a reset link is followed from here). The HTML
 * part is not rendered: text needs no sanitising, and every mail sent here has both parts.
 */
export function MailText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <Box as="pre" whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="inherit" textStyle="sm">
      {parts.map((part, i) =>
        // split() with a capturing group puts the matches at the odd places.
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
          <Link key={i} href={part} colorPalette="accent" rel="noopener noreferrer">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Box>
  );
}
