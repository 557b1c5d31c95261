import { RadioGroup, Stack } from '@chakra-ui/react';
import { NameAndTagsFields } from '../../../components/editor-dialog/name-and-tags-fields.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { DataSourceSourceType } from '../../../gql/graphql.ts';
import type { DataSourceValues } from './data-source-values.ts';

const SOURCE_TYPES: { value: DataSourceSourceType; label: string }[] = [
  { value: 'REMOTE', label: 'Remote: poll a url' },
  { value: 'LOCAL', label: 'Local: upload a file' },
];

interface DataSourceFieldsProps {
  values: DataSourceValues;
  onChange: (patch: Partial<DataSourceValues>) => void;
  disabled: boolean;
}

/** Name, tags, the source type selector (remote or local) and, for a remote source, its url and poll interval. */
export function DataSourceFields({ values, onChange, disabled }: DataSourceFieldsProps) {
  return (
    <Stack gap="4">
      <NameAndTagsFields name={values.name} tags={values.tags} onChange={onChange} disabled={disabled} />
      <RadioGroup.Root
        value={values.sourceType}
        onValueChange={(e) => onChange({ sourceType: e.value as DataSourceSourceType })}
        disabled={disabled}
      >
        <RadioGroup.Label display="block" mb="2" fontWeight="medium" fontSize="sm">
          Source type
        </RadioGroup.Label>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="5">
          {SOURCE_TYPES.map((type) => (
            <RadioGroup.Item key={type.value} value={type.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{type.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {values.sourceType === 'REMOTE' && (
        <Stack direction={{ base: 'column', md: 'row' }} gap="4">
          <TextField
            required
            disabled={disabled}
            field={{ flex: '3' }}
            label="Url"
            type="url"
            value={values.url}
            placeholder="https://example.com/prices.csv"
            onValue={(url) => onChange({ url })}
            helper="A CSV with a header row and a Key column."
          />
          <TextField
            required
            disabled={disabled}
            field={{ flex: '1' }}
            label="Poll interval (seconds)"
            type="number"
            inputMode="numeric"
            min={60}
            value={values.pollInterval}
            onValue={(pollInterval) => onChange({ pollInterval })}
          />
        </Stack>
      )}
    </Stack>
  );
}
