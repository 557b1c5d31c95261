import { TABLE_ROW_SINK_CLOSE_MS } from '@signage/domain/constants';
import { useEffect, useRef, useState } from 'react';

/**
 * A table's row sink (spec 01 §9): the detail under one row opens when the pointer or focus comes to the row, and
 * closes TABLE_ROW_SINK_CLOSE_MS after both have left the row and its sink, so moving from one into the other, or
 * passing over a gap, does not make it flicker.
 */
export function useRowSink() {
  const [open, setOpen] = useState<string | null>(null);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(closing.current);
  // No timer outlives the table.
  useEffect(() => () => clearTimeout(closing.current), []);

  const enter = (id: string) => {
    cancelClose();
    setOpen(id);
  };
  const leave = () => {
    cancelClose();
    closing.current = setTimeout(() => setOpen(null), TABLE_ROW_SINK_CLOSE_MS);
  };
  /** Handlers for a row and for its sink: both keep the sink open. */
  const bind = (id: string) => ({
    onPointerEnter: () => enter(id),
    onPointerLeave: leave,
    onFocus: () => enter(id),
    onBlur: leave,
  });
  return { open, bind };
}
