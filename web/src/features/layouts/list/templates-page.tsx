import { Button } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { layoutNewPath } from '../../../lib/paths.ts';
import { LayoutListScreen } from './layout-list-screen.tsx';

/** /templates: the templates list, with add template (spec 01). */
export function TemplatesPage() {
  return (
    <LayoutListScreen
      template
      actions={
        <Button asChild colorPalette="accent">
          <RouterLink to={layoutNewPath('template')}>
            <LuPlus />
            Add template
          </RouterLink>
        </Button>
      }
    />
  );
}
