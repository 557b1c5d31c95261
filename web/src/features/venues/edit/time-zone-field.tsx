import { Field, Input } from '@chakra-ui/react';
import { useId } from 'react';
import { useVenueTimeZonesQuery } from '../../../gql/hooks.ts';

/**
 * The venue's zone with search (spec 02 §5): typing filters the fixed IANA list the service offers (a native
 * datalist, which every browser and screen reader knows). Emptied, the browser's guess is saved.
 */
export function TimeZoneField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (zone: string) => void;
  disabled: boolean;
}) {
  const listId = useId();
  const zones = useVenueTimeZonesQuery().data?.venueTimeZones ?? [];
  return (
    <Field.Root required disabled={disabled}>
      <Field.Label>
        Time zone <Field.RequiredIndicator />
      </Field.Label>
      <Input value={value} onChange={(e) => onChange(e.target.value)} list={listId} autoComplete="off" />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <Field.HelperText>Type to search the IANA zones; left empty, your browser’s zone is used.</Field.HelperText>
    </Field.Root>
  );
}
