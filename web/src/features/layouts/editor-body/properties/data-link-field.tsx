import { Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { dataLinkFields, textDataLink, textDataLinkValue } from '@signage/domain/layouts/data-links';
import { useDataLinkCell, useDataLinks } from '../data-links.ts';
import type { ElementNode } from '../model/normalise.ts';
import { useEditor } from '../state/editor-context.ts';

/**
 * A text's data link (spec 01 §4): the source, row Key and column it shows and the cell they name now, a button
 * opening the data-link dialog, and one clearing the data source, which makes the text static again.
 */
export function DataLinkField({ node, disabled }: { node: ElementNode; disabled: boolean }) {
  const update = useEditor((s) => s.actions.update);
  const { chooseDataLink } = useDataLinks();
  const link = node.type === 'text' ? textDataLink(node) : undefined;
  const cell = useDataLinkCell(node.type === 'text' ? textDataLinkValue(node) : undefined);
  if (node.type !== 'text') return null;
  const linked = node.data_source !== null && node.data_source !== undefined;
  const choose = async () => {
    const chosen = await chooseDataLink?.(link);
    if (chosen) update(node.id, dataLinkFields(chosen) as Partial<ElementNode>);
  };
  return (
    <Field.Root>
      <Field.Label as="div">Data link</Field.Label>
      <Stack gap="1" w="full">
        <Text fontSize="sm" data-testid="data-link-summary">
          {link
            ? `Data source ${link.dataSourceId}, row “${link.rowKey}”, column ${link.columnIndex}`
            : linked
              ? `Data source ${node.data_source}: row or column missing`
              : 'None: static text'}
        </Text>
        {link && (
          <Text fontSize="sm" color={cell && !cell.ok ? 'fg.error' : 'fg.muted'}>
            {!cell ? 'Resolving…' : cell.ok ? `Shows: ${cell.text ?? ''}` : cell.message}
          </Text>
        )}
        <HStack>
          <Button size="xs" onClick={() => void choose()} disabled={disabled || !chooseDataLink}>
            {linked ? 'Change data link' : 'Link to data source'}
          </Button>
          {linked && (
            <Button
              size="xs"
              variant="ghost"
              disabled={disabled}
              onClick={() => update(node.id, dataLinkFields(null) as Partial<ElementNode>)}
            >
              Clear data source
            </Button>
          )}
        </HStack>
      </Stack>
    </Field.Root>
  );
}
