import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuLayoutTemplate, LuListVideo } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { AddLink } from '../../../components/list-page/add-link.tsx';
import { layoutNewPath, paths } from '../../../lib/paths.ts';
import { LayoutListScreen } from './layout-list-screen.tsx';
import { TemplateSelectorDialog } from './template-selector-dialog.tsx';

/** /layouts: the layouts list, with add layout, add sync sequence and start from a template (spec 01). */
export function LayoutsPage() {
  const [choosing, setChoosing] = useState(false);
  return (
    <LayoutListScreen
      template={false}
      actions={
        <>
          <Button variant="outline" onClick={() => setChoosing(true)}>
            <LuLayoutTemplate />
            From a template
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.syncLayoutNew}>
              <LuListVideo />
              Add sync sequence
            </RouterLink>
          </Button>
          <AddLink to={layoutNewPath('layout')}>Add layout</AddLink>
        </>
      }
      dialogs={<TemplateSelectorDialog open={choosing} onClose={() => setChoosing(false)} />}
    />
  );
}
