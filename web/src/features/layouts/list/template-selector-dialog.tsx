import { useNavigate } from 'react-router';
import { ChoiceTileGrid } from '../../../components/choice-tile.tsx';
import { SearchedChoicesDialog } from '../../../components/searched-choices-dialog.tsx';
import { Thumbnail } from '../../../components/thumbnail.tsx';
import { TemplateSelectorQueryDocument } from '../../../gql/graphql.ts';
import { layoutEditPath } from '../../../lib/paths.ts';

/**
 * The template selector (spec 01 "Layouts list"): the templates with their thumbnails; choosing one opens it as a
 * template-view, which is saved as a new layout named "<template> (Generated)".
 */
export function TemplateSelectorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <SearchedChoicesDialog
      title="Start a layout from a template"
      open={open}
      onClose={onClose}
      size="xl"
      noun="templates"
      document={TemplateSelectorQueryDocument}
      variables={{ page: 1 }}
      select={(data) => data.templates}
      gap="4"
      noteProps={{ fontSize: 'sm' }}
    >
      {(items) => (
        <ChoiceTileGrid
          items={items}
          label="Templates"
          grid={{ columns: { base: 1, sm: 2, md: 3 }, gap: '3' }}
          picture={(template) => (
            <Thumbnail src={template.thumbnailUrl} alt="" aspectRatio={16 / 9} objectFit="contain" bg="bg.muted" />
          )}
          onChoose={(template) => void navigate(layoutEditPath(template.id, 'template-view'))}
        />
      )}
    </SearchedChoicesDialog>
  );
}
