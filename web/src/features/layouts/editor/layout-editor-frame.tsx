import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { generatedName } from '@signage/domain/layouts/access';
import type { PageType } from '@signage/domain/layouts/constants';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { LuLayoutTemplate, LuSave } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import type { TagValue } from '../../../components/tags/tag-input.tsx';
import { layoutEditPath } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/use-can.ts';
import { LayoutNameTags } from '../frame/layout-name-tags.tsx';
import { ReadOnlyNote } from '../frame/read-only-note.tsx';
import { useLeavePrompt } from '../frame/use-leave-prompt.tsx';
import { ElementOutline } from './element-outline.tsx';
import { useCreateTemplate } from './use-create-template.ts';
import { useSaveLayout } from './use-save-layout.ts';

export interface EditorInitial {
  name: string;
  tags: readonly TagValue[];
  json: unknown;
  editorMetadata: unknown;
  readOnly: boolean;
}

const HEADINGS: Record<PageType, (name: string, isNew: boolean) => string> = {
  layout: (name, isNew) => (isNew ? 'New layout' : name),
  template: (name, isNew) => (isNew ? 'New template' : name),
  'template-view': (name) => `New layout from ${name}`,
  'template-view-edit': (name) => name,
};

/**
 * The 2D editor's frame (spec 01 §4): heading, name and tags, Save (Ctrl+S) by page type, convert to template,
 * the dirty flag with the save-or-drop prompt on leaving, and the read-only note for a shared layout. The editor
 * body mounts in the marked region below and edits `json` (and `editorMetadata`) through `setJson`.
 */
export function LayoutEditorFrame(props: { id?: string; pageType: PageType; initial: EditorInitial; back: ReactNode }) {
  const { id, pageType, initial, back } = props;
  const navigate = useNavigate();
  const canEdit = useCan('edit layouts');
  const readOnly = initial.readOnly || !canEdit;
  const [name, setName] = useState(initial.name);
  const [tags, setTags] = useState<TagValue[]>([...initial.tags]);
  // Set by the editor body when it mounts here (issue: the 2D editor).
  const [json] = useState(initial.json);
  const current = JSON.stringify([name, tags.map((t) => t.name), json]);
  const [saved, setSaved] = useState(() =>
    JSON.stringify([initial.name, initial.tags.map((t) => t.name), initial.json]),
  );
  const dirty = !readOnly && current !== saved;
  const [saveLayout, saving] = useSaveLayout();
  const [createTemplate, templating] = useCreateTemplate();

  const save = async (leaving = false): Promise<boolean> => {
    const draft = { name, tags: tags.map((t) => t.name), json, editorMetadata: initial.editorMetadata };
    const result = await saveLayout(pageType, id, draft);
    if (!result) return false;
    setSaved(current);
    if (result.created && !leaving) {
      leave.leaveSaved();
      void navigate(layoutEditPath(result.id, result.template ? 'template' : 'layout'), { replace: !id });
    }
    return true;
  };
  const leave = useLeavePrompt(dirty, () => save(true));
  const saveRef = useRef(save);
  saveRef.current = save;

  // Ctrl+S saves (spec 01 "Layout editor").
  useEffect(() => {
    if (readOnly) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [readOnly]);

  const convert = async () => {
    if (!id) return;
    const templateId = await createTemplate(id);
    if (templateId) void navigate(layoutEditPath(templateId, 'template'));
  };

  return (
    <Stack gap="5">
      {back}
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl" wordBreak="break-word">
          {HEADINGS[pageType](initial.name, !id)}
        </Heading>
        {!readOnly && (
          <Flex align="center" gap="3" wrap="wrap">
            {dirty && (
              <Text fontSize="sm" color="fg.muted">
                Unsaved changes
              </Text>
            )}
            {pageType === 'layout' && id && (
              <Button
                variant="outline"
                loading={templating.loading}
                disabled={dirty}
                title={dirty ? 'Save your changes first: the template is made from the saved layout.' : undefined}
                onClick={() => void convert()}
              >
                <LuLayoutTemplate />
                Convert to template
              </Button>
            )}
            <Button colorPalette="accent" loading={saving} onClick={() => void save()}>
              <LuSave />
              {pageType === 'template-view' ? 'Save as new layout' : 'Save'}
            </Button>
          </Flex>
        )}
      </Flex>
      {readOnly && <ReadOnlyNote canEdit={canEdit} />}
      {pageType === 'template-view' && (
        <Text color="fg.muted">
          Saving makes a new layout named “{generatedName(name) || 'name (Generated)'}”; the template stays as it is.
        </Text>
      )}
      <LayoutNameTags
        noun={pageType === 'template' || pageType === 'template-view-edit' ? 'Template' : 'Layout'}
        name={name}
        onNameChange={setName}
        tags={tags}
        onTagsChange={setTags}
        readOnly={readOnly}
      />
      {/* The editor body (canvas, element tree with reordering, properties) mounts here: the 2D editor issue. */}
      <Box as="section" aria-label="Layout editor" data-editor-body borderWidth="1px" rounded="md" p="4">
        <Heading as="h2" size="md" mb="1">
          Elements
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">
          The layout's elements as stored, read-only here: the canvas, the element tree with reordering and the
          properties window come with the 2D editor.
        </Text>
        <ElementOutline root={json as object} />
      </Box>
      {leave.dialog}
    </Stack>
  );
}
