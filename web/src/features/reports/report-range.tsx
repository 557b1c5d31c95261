import { useState } from 'react';
import { ConsoleDatePicker } from '../../components/list-page/console-date-picker.tsx';
import { TagInput, type TagValue } from '../../components/tags/tag-input.tsx';
import { useDisplayTime } from '../../lib/use-display-time.ts';
import { defaultReportRange } from './report-dates.ts';

/** The filters every event report starts with: a date range (the last month by default) and device and media tags. */
export interface ReportRange {
  start: string;
  end: string;
  deviceTags: TagValue[];
  mediaTags: TagValue[];
  set: (change: Partial<Pick<ReportRange, 'start' | 'end' | 'deviceTags' | 'mediaTags'>>) => void;
  /** The end chosen before the start ("End date must be greater than start date."). */
  endBeforeStart: boolean;
  /** The tags as the report queries take them, by name. */
  tagNames: { deviceTags: string[]; mediaTags: string[] };
}

export function useReportRange(): ReportRange {
  const { zone } = useDisplayTime();
  const [range, setRange] = useState(() => ({
    ...defaultReportRange(zone),
    deviceTags: [] as TagValue[],
    mediaTags: [] as TagValue[],
  }));
  return {
    ...range,
    set: (change) => setRange((now) => ({ ...now, ...change })),
    endBeforeStart: !!range.start && !!range.end && range.end < range.start,
    tagNames: { deviceTags: range.deviceTags.map((t) => t.name), mediaTags: range.mediaTags.map((t) => t.name) },
  };
}

/** Its four fields, first in a report's filters; `min`: the earliest date the report can answer for. */
export function ReportRangeFields({ range, min }: { range: ReportRange; min?: string }) {
  return (
    <>
      <ConsoleDatePicker label="Start date" value={range.start} onChange={(start) => range.set({ start })} min={min} />
      <ConsoleDatePicker label="End date" value={range.end} onChange={(end) => range.set({ end })} min={min} />
      <TagInput label="Device tags" value={range.deviceTags} onChange={(deviceTags) => range.set({ deviceTags })} />
      <TagInput label="Media tags" value={range.mediaTags} onChange={(mediaTags) => range.set({ mediaTags })} />
    </>
  );
}
