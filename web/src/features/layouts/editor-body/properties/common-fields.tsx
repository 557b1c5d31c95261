import { Grid, Stack } from '@chakra-ui/react';
import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import { NO_DURATION } from '@signage/domain/layouts/elements';
import { tidy } from '../model/geometry.ts';
import type { ElementNode } from '../model/normalise.ts';
import { useEditor } from '../state/editor-context.ts';
import { canSetEditableFlag } from '../state/locking.ts';
import { CheckField, ColourField, NumberField, TextField } from './fields.tsx';

// Typed values the box would pull back (spec 01 §2: elements are kept inside the parent) are refused with why.
const positionCheck = (field: 'Left' | 'Top', size: number) => (n: number) => {
  const max = Math.max(0, tidy(100 - size));
  return n >= 0 && n <= max ? undefined : LAYOUT_MESSAGES.positionRange(field, max, size);
};
const sizeCheck = (field: string) => (n: number) =>
  n >= 0.25 && n <= 100 ? undefined : LAYOUT_MESSAGES.sizeRange(field);

const durationCheck = (n: number) => (n === NO_DURATION || n >= 0 ? undefined : LAYOUT_MESSAGES.invalidProperties);

/** The fields every element has (spec 01 §3): box in percent, zOrder, visible, duration, flags, labels, background. */
export function CommonFields({ node, isRoot, disabled }: { node: ElementNode; isRoot: boolean; disabled: boolean }) {
  const actions = useEditor((s) => s.actions);
  const editableFlag = useEditor((s) => canSetEditableFlag(s.mode));
  const update = (patch: Partial<ElementNode>) => actions.update(node.id, patch);
  const boxDisabled = disabled || isRoot;
  return (
    <Stack gap="2">
      <TextField label="Name" value={node.name} onCommit={(name) => update({ name })} disabled={disabled} />
      <TextField
        label="Custom label"
        value={node.custom_label}
        onCommit={(custom_label) => update({ custom_label })}
        disabled={disabled}
      />
      <Grid templateColumns="1fr 1fr" gap="2">
        <NumberField
          label="Left (%)"
          value={node.left}
          check={positionCheck('Left', node.pwidth)}
          onCommit={(v) => actions.setBox(node.id, { left: v ?? 0 })}
          disabled={boxDisabled}
        />
        <NumberField
          label="Top (%)"
          value={node.top}
          check={positionCheck('Top', node.pheight)}
          onCommit={(v) => actions.setBox(node.id, { top: v ?? 0 })}
          disabled={boxDisabled}
        />
        <NumberField
          label="Width (%)"
          value={node.pwidth}
          check={sizeCheck('Width')}
          onCommit={(v) => actions.setBox(node.id, { pwidth: v ?? 100 })}
          disabled={boxDisabled}
        />
        <NumberField
          label="Height (%)"
          value={node.pheight}
          check={sizeCheck('Height')}
          onCommit={(v) => actions.setBox(node.id, { pheight: v ?? 100 })}
          disabled={boxDisabled}
        />
        <NumberField
          label="Z order"
          value={node.zOrder}
          onCommit={(v) => update({ zOrder: v ?? 0 })}
          disabled={boxDisabled}
          help="Drawing order: the tree reorders"
        />
        {node.type === 'video' ? (
          <NumberField label="Duration (s)" value={node.duration} onCommit={() => {}} disabled help="From the video" />
        ) : (
          <NumberField
            label="Duration (s)"
            value={node.duration}
            check={durationCheck}
            onCommit={(v) => update({ duration: v ?? NO_DURATION })}
            disabled={disabled}
            help="-1 means none"
          />
        )}
      </Grid>
      <CheckField
        label="Visible"
        checked={node.visible}
        onChange={(visible) => update({ visible })}
        disabled={disabled}
      />
      <CheckField
        label="Editable"
        checked={node.editable}
        onChange={(editable) => update({ editable })}
        disabled={disabled || !editableFlag}
      />
      <CheckField
        label="Static"
        checked={node.static}
        onChange={(value) => update({ static: value })}
        disabled={disabled}
      />
      <CheckField
        label="Background transparent"
        checked={node.background_transparent}
        onChange={(background_transparent) => update({ background_transparent })}
        disabled={disabled}
      />
      <ColourField
        label="Background"
        value={node.background}
        onChange={(background) => update({ background })}
        disabled={disabled || node.background_transparent}
      />
    </Stack>
  );
}
