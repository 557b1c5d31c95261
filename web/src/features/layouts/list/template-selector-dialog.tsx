import { Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { ChoiceTile } from '../../../components/choice-tile.tsx';
import { EditorDialog } from '../../../components/editor-dialog/editor-dialog.tsx';
import { SearchedChoices, ShownOfTotal, useChoiceSearch } from '../../../components/loaded-choices.tsx';
import { useTemplateSelectorQuery } from '../../../gql/hooks.ts';
import { layoutEditPath } from '../../../lib/paths.ts';

/**
 * The template selector (spec 01 "Layouts list"): the templates with their thumbnails; choosing one opens it as a
 * template-view, which is saved as a new layout named "<template> (Generated)".
 */
export function TemplateSelectorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <EditorDialog
      title="Start a layout from a template"
      open={open}
      onClose={onClose}
      size="xl"
      scrollBehavior="inside"
      cancel="Cancel"
    >
      <TemplateChoices />
    </EditorDialog>
  );
}

function TemplateChoices() {
  const navigate = useNavigate();
  const choiceSearch = useChoiceSearch();
  const { search } = choiceSearch;
  const query = useTemplateSelectorQuery({
    variables: { page: 1, ...(search ? { search } : {}) },
    fetchPolicy: 'cache-and-network',
  });
  const list = (query.data ?? query.previousData)?.templates;
  return (
    <Stack gap="4">
      <SearchedChoices noun="templates" search={choiceSearch} items={list?.items} query={query}>
        {(items) => (
          <SimpleGrid as="ul" aria-label="Templates" columns={{ base: 1, sm: 2, md: 3 }} gap="3" listStyleType="none">
            {items.map((template) => (
              <li key={template.id}>
                <ChoiceTile
                  p="2"
                  alignItems="stretch"
                  gap="2"
                  onClick={() => void navigate(layoutEditPath(template.id, 'template-view'))}
                >
                  <Image src={template.thumbnailUrl} alt="" aspectRatio={16 / 9} objectFit="contain" bg="bg.muted" />
                  <Text truncate textAlign="start">
                    {template.name}
                  </Text>
                </ChoiceTile>
              </li>
            ))}
          </SimpleGrid>
        )}
      </SearchedChoices>
      <ShownOfTotal list={list} noun="templates" fontSize="sm" />
    </Stack>
  );
}
