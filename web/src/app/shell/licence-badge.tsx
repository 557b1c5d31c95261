import { Badge, Link } from '@chakra-ui/react';
import { LuShieldAlert } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useLicenceValid } from '../../lib/licence.ts';
import { paths } from '../../lib/paths.ts';
import { useCan } from '../../lib/use-can.ts';

/**
 * Shown while the server reports the installation's licence invalid (spec 01 §4). An administrator's badge leads
 * to the system page, which says why and what happens next.
 */
export function LicenceBadge() {
  const valid = useLicenceValid();
  const canFix = useCan('edit system');
  if (valid) return null;
  const badge = (
    <Badge
      // White on orange.solid is 3.6:1; on red.solid it passes AA.
      colorPalette="red"
      variant="solid"
      size="md"
      title="The server reports that this installation's licence is not valid."
    >
      <LuShieldAlert />
      Licence invalid
    </Badge>
  );
  if (!canFix) return badge;
  return (
    <Link asChild textDecoration="none" aria-label="Licence invalid: see the system page">
      <RouterLink to={paths.system}>{badge}</RouterLink>
    </Link>
  );
}
