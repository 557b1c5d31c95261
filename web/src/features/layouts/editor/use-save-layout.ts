import { generatedName } from '@signage/domain/layouts/access';
import { LAYOUT_MESSAGES, type PageType } from '@signage/domain/layouts/constants';
import {
  CreateEditorLayoutMutationDocument,
  GenerateEditorLayoutMutationDocument,
  UpdateEditorLayoutMutationDocument,
} from '../../../gql/graphql.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { useSaveCheck } from '../frame/use-save-check.ts';

export interface LayoutDraftValues {
  name: string;
  tags: string[];
  json: unknown;
  editorMetadata: unknown;
}

/** What a save made: the layout saved, and whether it is a new one (its editor route is then opened). */
export interface SavedLayout {
  id: string;
  created: boolean;
  template: boolean;
}

/**
 * Spec 01 §4, §5: the save of the 2D editor, by page type. A new layout or template is created ("Layout
 * successfully created" / "Template successfully created"); a template-view becomes a new layout named
 * "<name> (Generated)" ("Layout successfully created"); anything else is updated ("{Layout or Template}
 * successfully updated"). The save rules run first, with their messages and the confirm-without-tags case.
 */
export function useSaveLayout() {
  const check = useSaveCheck();
  const [create, created] = useNotifiedMutation(CreateEditorLayoutMutationDocument, {
    success: ({ createLayout }) => (createLayout.template ? LAYOUT_MESSAGES.templateCreated : LAYOUT_MESSAGES.created),
  });
  const [update, updated] = useNotifiedMutation(UpdateEditorLayoutMutationDocument, {
    success: ({ updateLayout }) => LAYOUT_MESSAGES.kindUpdated(updateLayout.template ? 'Template' : 'Layout'),
  });
  const [generate, generated] = useNotifiedMutation(GenerateEditorLayoutMutationDocument, {
    success: LAYOUT_MESSAGES.created,
  });

  const save = async (pageType: PageType, id: string | undefined, draft: LayoutDraftValues) => {
    const name = pageType === 'template-view' ? generatedName(draft.name) : draft.name.trim();
    if (!(await check({ name, tags: draft.tags, json: draft.json, layout_type: 'layout' }))) return undefined;
    const input = { name, tags: draft.tags, json: draft.json, editorMetadata: draft.editorMetadata };
    if (!id) {
      const data = await create({ input: { ...input, template: pageType === 'template' } });
      return data && { id: data.createLayout.id, created: true, template: data.createLayout.template };
    }
    if (pageType === 'template-view') {
      const data = await generate({ templateId: id, input });
      return data && { id: data.generateLayout.id, created: true, template: false };
    }
    const data = await update({ id, input });
    return data && { id: data.updateLayout.id, created: false, template: data.updateLayout.template };
  };
  return [save, created.loading || updated.loading || generated.loading] as const;
}
