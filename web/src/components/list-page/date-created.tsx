import { chakra } from '@chakra-ui/react';
import { useDisplayTime } from '../../lib/use-display-time.ts';

/** A record's Date Created in the installation's display time zone, kept on one line. */
export function DateCreated({ value }: { value: string }) {
  const time = useDisplayTime();
  return <chakra.span whiteSpace="nowrap">{time.dateTime(value)}</chakra.span>;
}
