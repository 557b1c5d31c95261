import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { generatedName } from '@signage/domain/layouts/access';
import { LAYOUT_MESSAGES, type PageType } from '@signage/domain/layouts/constants';
import type { ContainerElement } from '@signage/domain/layouts/elements';
import { convertToTouchApp, isTouchAppLayout } from '@signage/domain/layouts/tree';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { LuLayoutTemplate, LuPlay, LuPointer, LuSave } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm/use-confirm.ts';
import { KeptDraftNote } from '../../../components/leave-prompt/kept-draft-note.tsx';
import { UnsavedNote } from '../../../components/leave-prompt/unsaved-note.tsx';
import { useUnsavedEdits } from '../../../components/leave-prompt/use-unsaved-edits.ts';
import { SchedulesButton } from '../../../components/schedules/schedules-button.tsx';
import type { TagValue } from '../../../components/tags/tag-input.tsx';
import { layoutEditPath } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/use-can.ts';
import { LayoutEditor } from '../editor-body/layout-editor.tsx';
import type { EditorMetadata } from '../editor-body/model/aspect.ts';
import { LayoutNameTags } from '../frame/layout-name-tags.tsx';
import { layoutReadOnlyReason, ReadOnlyNote } from '../frame/read-only-note.tsx';
import { LayoutPreview } from '../preview/layout-preview.tsx';
import { LAYOUT_EDITOR_TOUR_ANCHORS, LayoutEditorTour } from './layout-editor-tour.tsx';
import { useCreateTemplate } from './use-create-template.ts';
import { useDataLinks } from './use-data-links.tsx';
import { useMediaChooser } from './use-media-chooser.tsx';
import { useSaveLayout } from './use-save-layout.ts';
import { useWidgetAuthOptions } from './use-widget-auth-options.ts';

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
export function LayoutEditorFrame(props: {
  id?: string;
  pageType: PageType;
  initial: EditorInitial;
  back: ReactNode;
  /** Opens the schedule dialog (layouts only, once saved). */
  onSchedules?: () => void;
}) {
  const { id, pageType, initial, back, onSchedules } = props;
  const navigate = useNavigate();
  const canEdit = useCan('edit layouts');
  const readOnly = initial.readOnly || !canEdit;
  const [name, setName] = useState(initial.name);
  const [tags, setTags] = useState<TagValue[]>([...initial.tags]);
  // The editor body reports every settled change of the tree and of the aspect ratio here.
  const [json, setJson] = useState(initial.json as ContainerElement);
  const [editorMetadata, setEditorMetadata] = useState((initial.editorMetadata ?? {}) as EditorMetadata);
  const current = JSON.stringify([name, tags.map((t) => t.name), json, editorMetadata]);
  const media = useMediaChooser();
  const widgetAuths = useWidgetAuthOptions();
  const links = useDataLinks(json);
  const [previewing, setPreviewing] = useState(false);
  const [saveLayout, saving] = useSaveLayout();
  const [createTemplate, templating] = useCreateTemplate();
  const ask = useConfirm();

  const {
    dirty,
    save,
    dialog: leavePrompt,
    keptDraft,
  } = useUnsavedEdits({
    current,
    initial: () =>
      JSON.stringify([initial.name, initial.tags.map((t) => t.name), initial.json, initial.editorMetadata ?? {}]),
    readOnly,
    write: async () => {
      const draft = { name, tags: tags.map((t) => t.name), json, editorMetadata };
      const result = await saveLayout(pageType, id, draft);
      if (!result) return undefined;
      if (!result.created) return {};
      return { moveTo: layoutEditPath(result.id, result.template ? 'template' : 'layout'), replace: !id };
    },
    // A saved layout or template keeps its unsaved edits in this browser (a template-view makes a new layout).
    draft:
      id && pageType !== 'template-view'
        ? {
            key: `layout/${id}`,
            restore: (state) => {
              const [keptName, tagNames, keptJson, keptMetadata] = JSON.parse(state) as [
                string,
                string[],
                ContainerElement,
                EditorMetadata,
              ];
              setName(keptName);
              setTags(tagNames.map((tag) => initial.tags.find((t) => t.name === tag) ?? { name: tag }));
              setJson(keptJson);
              setEditorMetadata(keptMetadata);
            },
          }
        : undefined,
  });
  const saveRef = useRef(save);
  saveRef.current = save;

  // Ctrl+S saves (spec 01 "Layout editor") anywhere on the page; inside the editor body its own key handler has
  // already saved and prevented the default, so that press is not saved twice.
  useEffect(() => {
    if (readOnly) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
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

  // Spec 01 §5: converting clears all content, after confirmation; the layout then takes no widgets.
  const convertToApp = async () => {
    const ok = await ask({
      message: LAYOUT_MESSAGES.confirmTouchApp,
      okText: 'Convert to touch app',
      okIcon: null,
    });
    if (ok) setJson(convertToTouchApp(json));
  };

  return (
    <Stack gap="5">
      {back}
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl" wordBreak="break-word">
          {HEADINGS[pageType](initial.name, !id)}
        </Heading>
        <Flex align="center" gap="3" wrap="wrap">
          <Button variant="outline" onClick={() => setPreviewing(true)}>
            <LuPlay />
            Preview
          </Button>
          {!readOnly && <UnsavedNote dirty={dirty} />}
          {!readOnly && pageType === 'layout' && id && (
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
          {!readOnly && !isTouchAppLayout(json) && (
            <Button variant="outline" onClick={() => void convertToApp()}>
              <LuPointer />
              Convert to touch app
            </Button>
          )}
          {!readOnly && onSchedules && id && <SchedulesButton dirty={dirty} onClick={onSchedules} />}
          {!readOnly && (
            <Button
              colorPalette="accent"
              loading={saving}
              onClick={() => void save()}
              data-tour={LAYOUT_EDITOR_TOUR_ANCHORS.save}
            >
              <LuSave />
              {pageType === 'template-view' ? 'Save as new layout' : 'Save'}
            </Button>
          )}
        </Flex>
      </Flex>
      {readOnly && <ReadOnlyNote canEdit={canEdit} />}
      <KeptDraftNote draft={keptDraft} noun={pageType === 'template' ? 'template' : 'layout'} />
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
      <Box
        as="section"
        aria-label="Layout editor"
        data-editor-body
        borderWidth="1px"
        rounded="md"
        h="75vh"
        minH="480px"
      >
        <LayoutEditor
          tree={json}
          editorMetadata={editorMetadata}
          onChange={setJson}
          onEditorMetadataChange={setEditorMetadata}
          onSave={readOnly ? undefined : () => void saveRef.current()}
          readOnly={readOnly}
          readOnlyReason={layoutReadOnlyReason(canEdit)}
          readOnlyNoted
          pageType={pageType}
          mediaChooser={media.chooser}
          widgetAuths={widgetAuths}
          dataLinks={links.dataLinks}
        />
      </Box>
      {media.dialog}
      {links.dialog}
      {previewing && (
        <LayoutPreview
          tree={json}
          editorMetadata={editorMetadata}
          name={name || initial.name}
          mediaChooser={media.chooser}
          onClose={() => setPreviewing(false)}
        />
      )}
      {leavePrompt}
      {!readOnly && <LayoutEditorTour />}
    </Stack>
  );
}
