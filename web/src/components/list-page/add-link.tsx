import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink, type To } from 'react-router';

/** A list's main add action: a link styled as the accent button, to the new item's editor. */
export function AddLink({ to, children }: { to: To; children: ReactNode }) {
  return (
    <Button asChild colorPalette="accent">
      <RouterLink to={to}>
        <LuPlus />
        {children}
      </RouterLink>
    </Button>
  );
}
