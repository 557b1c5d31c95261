import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import { CreateTemplateFromLayoutMutationDocument } from '../../../gql/graphql.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';

/**
 * Convert to template (spec 01 §4): after "Do you want to create a new template from this layout?", a new
 * template is made from the saved layout ("Template successfully created"). Resolves its id.
 */
export function useCreateTemplate() {
  const [run, state] = useNotifiedMutation(CreateTemplateFromLayoutMutationDocument, {
    success: LAYOUT_MESSAGES.templateCreated,
    mutation: { refetchQueries: ['LayoutListQuery'] },
  });
  const createTemplate = async (id: string) =>
    (
      await run(
        { id },
        {
          confirm: {
            message: LAYOUT_MESSAGES.confirmTemplate,
            okText: 'Create template',
            okColorPalette: 'accent',
            okIcon: null,
          },
        },
      )
    )?.createTemplateFromLayout.id;
  return [createTemplate, state] as const;
}
