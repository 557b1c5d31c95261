import 'vis-timeline/styles/vis-timeline-graph2d.min.css';
import './timeline-theme.css';
import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { DataSet } from 'vis-data/peer';
import { Timeline } from 'vis-timeline/peer';
import {
  localToWall,
  TIMELINE_ZOOM_MAX_MS,
  TIMELINE_ZOOM_MIN_MS,
  type timelineBars,
  wallToLocal,
} from './timeline-bars.ts';

interface TimelineViewProps {
  groups: ReturnType<typeof timelineBars>['groups'];
  bars: ReturnType<typeof timelineBars>['bars'];
  initial: [number, number];
  selected?: string;
  onSelect: (scheduleId: string | undefined) => void;
  onWindow: (window: [number, number]) => void;
}

/** A bar's label as a text node: vis-timeline would read a string as HTML. */
function labelElement(text: string) {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}

/**
 * vis-timeline, created once; its data sets are refilled as the window's schedules arrive. Its height follows its
 * rows (no empty band under them); each bar says which devices it is for.
 */
export function TimelineView({ groups, bars, initial, selected, onSelect, onWindow }: TimelineViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const timeline = useRef<Timeline | null>(null);
  const data = useRef({ groups: new DataSet<{ id: string; content: string }>(), items: new DataSet<object>() });
  const handlers = useRef({ onSelect, onWindow });
  handlers.current = { onSelect, onWindow };

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; the window then follows the person's zooming and dragging.
  useEffect(() => {
    if (!container.current) return;
    const t = new Timeline(container.current, data.current.items as never, data.current.groups as never, {
      start: wallToLocal(initial[0]),
      end: wallToLocal(initial[1]),
      zoomMin: TIMELINE_ZOOM_MIN_MS,
      zoomMax: TIMELINE_ZOOM_MAX_MS,
      // Overlapping schedules of one layout each get their own line: unstacked, a long bar hid under the short ones.
      stack: true,
      selectable: true,
      orientation: 'top',
      groupOrder: 'content',
      margin: { item: { vertical: 6 } },
    });
    t.on('select', ({ items }: { items: string[] }) => handlers.current.onSelect(items[0]?.split(':')[0]));
    t.on('rangechanged', ({ start, end }: { start: Date; end: Date }) =>
      handlers.current.onWindow([localToWall(start), localToWall(end)]),
    );
    timeline.current = t;
    return () => t.destroy();
  }, []);

  useEffect(() => {
    data.current.groups.clear();
    data.current.groups.add(groups);
    data.current.items.clear();
    data.current.items.add(
      bars.map((b) => ({
        id: b.id,
        group: b.group,
        start: wallToLocal(b.start),
        end: wallToLocal(b.end),
        content: labelElement(b.label),
        title: b.label,
        className: `schedule-${b.scheduleId}`,
      })),
    );
  }, [groups, bars]);

  useEffect(() => {
    timeline.current?.setSelection(selected ? bars.filter((b) => b.scheduleId === selected).map((b) => b.id) : []);
  }, [selected, bars]);

  return (
    <Box
      ref={container}
      className="schedules-timeline"
      role="img"
      aria-label="Schedules timeline"
      borderWidth="1px"
      rounded="md"
      overflow="hidden"
      bg="bg.panel"
    />
  );
}
