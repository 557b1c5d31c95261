import { Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import type { DataSourceRef, RegionElement } from '@signage/domain/layouts/elements';
import { TagInput } from '../../../../components/tags/tag-input.tsx';
import type { ElementNode } from '../model/normalise.ts';
import { useEditor } from '../state/editor-context.ts';
import { CheckField, NumberField, propertyBinder, TextField } from './fields.tsx';

const sourceId = (n: number) => (Number.isInteger(n) && n > 0 ? undefined : LAYOUT_MESSAGES.dataSourceId);

/** Region: fallback, audio and its data sources; tag zone: its tags. */
export function ContainerFields({ node, disabled }: { node: ElementNode; disabled: boolean }) {
  const update = useEditor((s) => s.actions.update);
  if (node.type === 'tag_zone') {
    return (
      <TagInput
        label="Tag zone tags"
        value={node.tag_zone_tags.map((name) => ({ name }))}
        onChange={(tags) => update(node.id, { tag_zone_tags: tags.map((t) => t.name) } as Partial<ElementNode>)}
        disabled={disabled}
        size="sm"
      />
    );
  }
  if (node.type !== 'region') return null;
  const set = (patch: Partial<RegionElement>) => update(node.id, patch as Partial<ElementNode>);
  const setSource = (index: number, patch: Partial<DataSourceRef>) =>
    set({ data_sources: node.data_sources.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
  const bind = propertyBinder(node, set, disabled);
  return (
    <Stack gap="2">
      <CheckField label="Fallback" {...bind.check('fallback')} />
      <CheckField label="Audio enabled" {...bind.check('audio_enabled')} />
      <Text fontSize="sm" fontWeight="medium">
        Data sources
      </Text>
      {node.data_sources.map((source, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: data source entries have no id of their own; rows are positions.
        <Grid key={index} templateColumns="5rem 1fr auto" gap="1" alignItems="end">
          <NumberField
            label={`Source ${index + 1} id`}
            value={source.id}
            check={sourceId}
            onCommit={(id) => setSource(index, { id: id ?? 0 })}
            disabled={disabled}
          />
          <TextField
            label={`Source ${index + 1} URL`}
            value={source.url}
            onCommit={(url) => setSource(index, { url })}
            disabled={disabled}
          />
          <Button
            size="xs"
            variant="ghost"
            disabled={disabled}
            onClick={() => set({ data_sources: node.data_sources.filter((_, i) => i !== index) })}
          >
            Remove
          </Button>
        </Grid>
      ))}
      <HStack>
        <Button
          size="xs"
          variant="outline"
          disabled={disabled}
          onClick={() => set({ data_sources: [...node.data_sources, { id: 1, url: '' }] })}
        >
          Add data source
        </Button>
      </HStack>
    </Stack>
  );
}
