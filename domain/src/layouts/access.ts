import { hasForcedTags } from '../tags.ts';
import { GENERATED_SUFFIX, LAYOUT_MESSAGES, type LayoutType, type PageType } from './constants.ts';

/**
 * Spec 01 §4: a layout shared with the network is read-only for a user when not all of the user's forced tags
 * are among the layout's tags.
 */
export function isReadOnlyShared(
  layout: { shared_with_network: boolean; tags: readonly (string | { name: string })[] },
  forcedTags: readonly string[],
): boolean {
  if (!layout.shared_with_network) return false;
  return !hasForcedTags(
    layout.tags.map((t) => (typeof t === 'string' ? t : t.name)),
    forcedTags,
  );
}

/**
 * Spec 01 §4: the editor's page type must match the layout's kind: layout for a layout, template,
 * template-view and template-view-edit for a template; a sync sequence opens in its own editor. Answers the
 * alert to show, or undefined when the page may be viewed.
 */
export function pageTypeError(
  pageType: PageType | 'sync_sequence',
  layout: { template: boolean; layout_type: LayoutType },
): string | undefined {
  if (layout.layout_type === 'sync_sequence')
    return pageType === 'sync_sequence' ? undefined : LAYOUT_MESSAGES.cannotView;
  if (pageType === 'layout') return layout.template ? LAYOUT_MESSAGES.cannotView : undefined;
  if (pageType === 'sync_sequence') return LAYOUT_MESSAGES.cannotView;
  return layout.template ? undefined : LAYOUT_MESSAGES.cannotView;
}

/** The name of a layout generated from a template (a template-view saved): " (Generated)" appended once. */
export function generatedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '';
  return trimmed.endsWith(GENERATED_SUFFIX.trim()) ? trimmed : `${trimmed}${GENERATED_SUFFIX}`;
}
