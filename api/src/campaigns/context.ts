import type { Media } from '@signage/contract/media';
import { AREA_VIEWERS, type Permission } from '@signage/domain/permissions';
import type { TaggedAreaContext } from '../kit/tagged-reads.ts';

/**
 * A campaign puts content on screens as a schedule does, so the schedule rights cover it: whoever may see
 * schedules may see campaigns, whoever may change schedules may change campaigns. The spec names no permission of
 * their own.
 */
export const VIEW_CAMPAIGNS: readonly Permission[] = AREA_VIEWERS.campaigns;
export const EDIT_CAMPAIGNS: readonly Permission[] = ['edit schedules'];

export interface CampaignContext extends TaggedAreaContext {
  /** The installation's zone: a run's delivery is measured against its dates on this clock. */
  displayTimeZone: string;
  /** Media items by id as the media area answers them, those the caller may see (campaign media). */
  mediaOf: (ids: readonly number[], forcedTags: readonly string[]) => Promise<Media[]>;
  /** Injected clock for delivery and the list's cut-off. */
  now?: () => number;
}
