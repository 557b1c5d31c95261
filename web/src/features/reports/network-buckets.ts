import type { NETWORK_BUCKET_COLOURS } from '@signage/domain/reports';

export type Bucket = keyof typeof NETWORK_BUCKET_COLOURS;
export const BUCKET_LABELS: Record<Bucket, string> = {
  '30min': 'Within 30 min',
  '60min': 'Within 60 min',
  '180min': 'Within 180 min',
  offline: 'Offline',
  closed: 'Closed (trading hours)',
};
/** Slice fills (spec 02 §4: offline pink, 180min orange, 60min blue, 30min green; closed grey, kept apart). */
export const BUCKET_FILLS: Record<Bucket, string> = {
  offline: '#e86a9e',
  '180min': '#f08c2e',
  '60min': '#3b82f6',
  '30min': '#2f9e44',
  closed: '#9ca3af',
};
