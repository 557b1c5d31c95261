import type { CSSProperties } from 'react';
import type { PercentBox } from '../model/geometry.ts';

/**
 * Where an element stands inside its parent: its box in percent and its stacking order. The root fills the stage
 * whatever its stored box says. The canvas and the preview both place elements so, and must agree.
 */
export function elementBoxStyle(box: PercentBox & { zOrder: number }, isRoot: boolean): CSSProperties {
  return {
    position: 'absolute',
    left: `${isRoot ? 0 : box.left}%`,
    top: `${isRoot ? 0 : box.top}%`,
    width: `${isRoot ? 100 : box.pwidth}%`,
    height: `${isRoot ? 100 : box.pheight}%`,
    zIndex: isRoot ? undefined : box.zOrder,
  };
}
