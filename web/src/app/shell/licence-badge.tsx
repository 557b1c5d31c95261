import { Badge } from '@chakra-ui/react';
import { LuShieldAlert } from 'react-icons/lu';
import { useLicenceValid } from '../../lib/licence.ts';

/** Shown while the server reports the installation's licence invalid (spec 01 §4). */
export function LicenceBadge() {
  if (useLicenceValid()) return null;
  return (
    <Badge
      colorPalette="orange"
      variant="solid"
      size="md"
      title="The server reports that this installation's licence is not valid."
    >
      <LuShieldAlert />
      Licence invalid
    </Badge>
  );
}
