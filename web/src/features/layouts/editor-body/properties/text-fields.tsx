import { Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import { FONT_FAMILIES, type TextElement } from '@signage/domain/layouts/elements';
import type { ElementNode } from '../model/normalise.ts';
import { useEditor } from '../state/editor-context.ts';
import { ColourField, NumberField, SelectField, TextField } from './fields.tsx';
import { useChooseMedia } from './media-fields.tsx';

const positive = (n: number) => (n > 0 ? undefined : LAYOUT_MESSAGES.invalidProperties);
const dataSourceCheck = (n: number) => (Number.isInteger(n) && n > 0 ? undefined : LAYOUT_MESSAGES.dataSourceId);
const columnCheck = (n: number) => (Number.isInteger(n) && n >= 0 ? undefined : LAYOUT_MESSAGES.invalidProperties);

/**
 * Text: value, colour, font family, size and uploaded font; and the data link (data source id above 0, the row's
 * Key, the column index) that makes it data-backed. Clearing the data source makes it static text again.
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
  return (
    <Stack gap="2">
      <TextField
        label="Text"
        multiline
        value={node.text_value}
        onCommit={(text_value) => set({ text_value })}
        disabled={disabled}
      />
      <ColourField
        label="Text colour"
        value={node.text_color}
        onChange={(text_color) => set({ text_color })}
        disabled={disabled}
      />
      <SelectField
        label="Font family"
        value={node.font_family}
        options={FONT_FAMILIES.map((f) => ({ value: f, label: f }))}
        onChange={(font_family) => set({ font_family })}
        disabled={disabled}
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
      <NumberField
        label="Data source id"
        allowEmpty
        value={node.data_source ?? null}
        check={dataSourceCheck}
        onCommit={(v) =>
          set(v === null ? { data_source: null, data_key: null, data_column: null } : { data_source: v })
        }
        disabled={disabled}
        help="Empty: static text"
      />
      {node.data_source ? (
        <>
          <TextField
            label="Row key"
            value={node.data_key ?? ''}
            onCommit={(data_key) => set({ data_key })}
            disabled={disabled}
          />
          <NumberField
            label="Column index"
            allowEmpty
            value={node.data_column ?? null}
            check={columnCheck}
            onCommit={(data_column) => set({ data_column })}
            disabled={disabled}
          />
        </>
      ) : null}
    </Stack>
  );
}
