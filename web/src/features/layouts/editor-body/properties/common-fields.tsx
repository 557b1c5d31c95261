import { Grid, Stack } from '@chakra-ui/react';
import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import { NO_DURATION } from '@signage/domain/layouts/elements';
import { type PercentBox, tidy } from '../model/geometry.ts';
import type { ElementNode } from '../model/normalise.ts';
import { useEditor } from '../state/editor-context.ts';
import { canSetEditableFlag } from '../state/locking.ts';
import { CheckField, ColourField, NumberField, propertyBinder, TextField } from './fields.tsx';

/** A number field's check: the message that refuses a value, or undefined. */
type NumberCheck = (n: number) => string | undefined;

// Typed values the box would pull back (spec 01 §2: elements are kept inside the parent) are refused with why.
const positionCheck = (field: 'Left' | 'Top', size: number) => (n: number) => {
  const max = Math.max(0, tidy(100 - size));
  return n >= 0 && n <= max ? undefined : LAYOUT_MESSAGES.positionRange(field, max, size);
};
const sizeCheck = (field: string) => (n: number) =>
  n >= 0.25 && n <= 100 ? undefined : LAYOUT_MESSAGES.sizeRange(field);

/** The box's fields, in the grid's order: what each checks, and what an emptied one commits. */
const BOX_FIELDS: { key: keyof PercentBox; label: string; check: (box: PercentBox) => NumberCheck; empty: number }[] = [
  { key: 'left', label: 'Left (%)', check: (box) => positionCheck('Left', box.pwidth), empty: 0 },
  { key: 'top', label: 'Top (%)', check: (box) => positionCheck('Top', box.pheight), empty: 0 },
  { key: 'pwidth', label: 'Width (%)', check: () => sizeCheck('Width'), empty: 100 },
  { key: 'pheight', label: 'Height (%)', check: () => sizeCheck('Height'), empty: 100 },
];

const durationCheck = (n: number) => (n === NO_DURATION || n >= 0 ? undefined : LAYOUT_MESSAGES.invalidProperties);

/** The fields every element has (spec 01 §3): box in percent, zOrder, visible, duration, flags, labels, background. */
export function CommonFields({ node, isRoot, disabled }: { node: ElementNode; isRoot: boolean; disabled: boolean }) {
  const actions = useEditor((s) => s.actions);
  const editableFlag = useEditor((s) => canSetEditableFlag(s.mode));
  const update = (patch: Partial<ElementNode>) => actions.update(node.id, patch);
  const bind = propertyBinder(node, update, disabled);
  const boxDisabled = disabled || isRoot;
  return (
    <Stack gap="2">
      <TextField label="Name" {...bind.text('name')} />
      <TextField label="Custom label" {...bind.text('custom_label')} />
      <Grid templateColumns="1fr 1fr" gap="2">
        {BOX_FIELDS.map((field) => (
          <NumberField
            key={field.key}
            label={field.label}
            value={node[field.key]}
            check={field.check(node)}
            onCommit={(v) => actions.setBox(node.id, { [field.key]: v ?? field.empty })}
            disabled={boxDisabled}
          />
        ))}
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
      <CheckField label="Visible" {...bind.check('visible')} />
      <CheckField label="Editable" {...bind.check('editable')} disabled={disabled || !editableFlag} />
      <CheckField label="Static" {...bind.check('static')} />
      <CheckField label="Background transparent" {...bind.check('background_transparent')} />
      <ColourField
        label="Background"
        {...bind.choice('background')}
        disabled={disabled || node.background_transparent}
      />
    </Stack>
  );
}
