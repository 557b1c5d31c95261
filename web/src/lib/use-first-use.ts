import { useState } from 'react';

/**
 * For a header control whose popup (menu, popover, drawer) loads only when first used, so the shell's first load
 * carries just its button (issue 20). `used` turns true on the first click, after which the caller renders the
 * loaded control, opened; pointing at or focusing the button starts the download early.
 */
export function useFirstUse(preload: () => Promise<unknown>) {
  const [used, setUsed] = useState(false);
  const warm = () => void preload();
  return { used, triggerProps: { onClick: () => setUsed(true), onPointerEnter: warm, onFocus: warm } };
}
