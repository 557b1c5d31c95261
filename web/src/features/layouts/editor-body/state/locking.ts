import type { PageType } from '@signage/domain/layouts/constants';
import type { ElementNode } from '../model/normalise.ts';

export interface EditMode {
  readOnly: boolean;
  pageType: PageType;
  /** Why a read-only layout changes nothing, as its host says it (default: shared with the network). */
  readOnlyReason?: string;
}

/** Said when a change is refused in the template's locked part (properties say it of the selected element). */
export const TEMPLATE_LOCKED = 'This element is not editable in this template.';

/**
 * Spec 01 §4: a read-only layout (shared with the network, the user's forced tags not all among its tags) changes
 * nothing; on template-view-edit only the elements the template marks editable may change.
 */
export function canEdit(mode: EditMode, node: ElementNode | undefined): boolean {
  if (!node || mode.readOnly) return false;
  return mode.pageType !== 'template-view-edit' || node.editable;
}

/** The editable flag belongs to whoever authors the layout or template, not to someone filling one in. */
export function canSetEditableFlag(mode: EditMode): boolean {
  return !mode.readOnly && (mode.pageType === 'layout' || mode.pageType === 'template');
}
