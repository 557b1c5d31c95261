import {
  ASPECT_RATIOS,
  type AspectRatio,
  DEFAULT_ASPECT_RATIO,
  DEFAULT_CUSTOM_ASPECT,
} from '@signage/domain/layouts/constants';

/** What the editor keeps beside the tree (the layout's editor_metadata). */
export interface EditorMetadata {
  aspect_ratio?: AspectRatio;
  aspect_ratio_custom_sizes?: { width: number; height: number };
  layer_stack?: unknown[];
  [key: string]: unknown;
}

export const ASPECT_LABELS: Record<AspectRatio, string> = {
  hd: 'HD 16:9',
  'hd-portrait': 'Portrait 9:16',
  sd: '4:3',
  'sd-portrait': 'Portrait 3:4',
  custom: 'Custom',
};

/** Spec 01 §9: hd by default; custom sizes default to 16 x 9. */
export function aspectOf(metadata: EditorMetadata | undefined): { width: number; height: number } {
  const ratio = metadata?.aspect_ratio ?? DEFAULT_ASPECT_RATIO;
  if (ratio !== 'custom') return ASPECT_RATIOS[ratio] ?? ASPECT_RATIOS.hd;
  const custom = metadata?.aspect_ratio_custom_sizes;
  return custom && custom.width > 0 && custom.height > 0 ? custom : DEFAULT_CUSTOM_ASPECT;
}

/** Zoom: fit the view, or a percent of the 1920 pixel authoring width. */
export type Zoom = 'fit' | number;
export const ZOOM_STEPS = [25, 50, 75, 100, 150, 200, 300, 400] as const;
export const MIN_ZOOM = 25;
export const MAX_ZOOM = 400;
