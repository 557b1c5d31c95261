import { Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import { FONT_FAMILIES, type TextElement } from '@signage/domain/layouts/elements';
import type { ElementNode } from '../model/normalise.ts';
import { useEditor } from '../state/editor-context.ts';
import { DataLinkField } from './data-link-field.tsx';
import { ColourField, NumberField, propertyBinder, SelectField, TextField } from './fields.tsx';
import { useChooseMedia } from './media-fields.tsx';

const positive = (n: number) => (n > 0 ? undefined : LAYOUT_MESSAGES.invalidProperties);

/**
 * Text: value, colour, font family, size and uploaded font; and the data link, chosen in the data-link dialog,
 * that makes it data-backed.
 */
export function TextFields({ node, disabled }: { node: ElementNode; disabled: boolean }) {
  const update = useEditor((s) => s.actions.update);
  const font = useChooseMedia('font');
  if (node.type !== 'text') return null;
  const set = (patch: Partial<TextElement>) => update(node.id, patch as Partial<ElementNode>);
  const pickFont = async () => {
    const ref = await font.choose();
    if (ref) set({ font_mediaid: ref.mediaId });
  };
  const bind = propertyBinder(node, set, disabled);
  return (
    <Stack gap="2">
      <TextField label="Text" multiline {...bind.text('text_value')} />
      <ColourField label="Text colour" {...bind.choice('text_color')} />
      <SelectField
        label="Font family"
        options={FONT_FAMILIES.map((f) => ({ value: f, label: f }))}
        {...bind.choice('font_family')}
      />
      <NumberField
        label="Font size"
        value={node.font_size}
        check={positive}
        onCommit={(v) => set({ font_size: v ?? 100 })}
        disabled={disabled}
        help="Pixels on a 1920 wide screen"
      />
      <Field.Root invalid={!!font.error}>
        <Field.Label>Font file</Field.Label>
        <HStack>
          <Text fontSize="sm" flex="1">
            {node.font_mediaid ? `Media ${node.font_mediaid}` : 'None'}
          </Text>
          <Button size="xs" onClick={pickFont} disabled={disabled}>
            Choose font
          </Button>
          {node.font_mediaid && (
            <Button size="xs" variant="ghost" onClick={() => set({ font_mediaid: null })} disabled={disabled}>
              Clear font
            </Button>
          )}
        </HStack>
        {font.error && <Field.ErrorText>{font.error}</Field.ErrorText>}
      </Field.Root>
      <DataLinkField node={node} disabled={disabled} />
    </Stack>
  );
}
