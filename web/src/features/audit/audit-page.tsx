import { Field, Flex, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { AuditEntriesView } from '../../components/audit/audit-trail.tsx';
import { FilterDate } from '../../components/list-page/filter-date.tsx';
import { useDisplayTime } from '../../lib/use-display-time.ts';
import { type AuditFilters, auditVariables, readAuditFilters } from './audit-filters.ts';

const TEXT_FILTERS: { key: keyof AuditFilters; label: string; placeholder: string }[] = [
  { key: 'user', label: 'User ID', placeholder: 'e.g. 1' },
  { key: 'device', label: 'Device ID', placeholder: 'e.g. 12' },
  { key: 'objectType', label: 'Object type', placeholder: 'e.g. media, layouts, devices' },
  { key: 'objectId', label: 'Object ID', placeholder: 'e.g. 7' },
  { key: 'action', label: 'Action', placeholder: 'e.g. Update device, Login' },
];

/**
 * /admin/audit: every write of the installation, newest first, filtered by user, device, object, action and date
 * range (spec 02 §7 "Audit"); an entry's details show its before and after. Needs "view audit".
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = readAuditFilters(params);
  const { zone } = useDisplayTime();
  const set = (key: keyof AuditFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set(key, value.trim());
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const variables = auditVariables(filters, zone);
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center">
        <Heading as="h1" size="2xl">
          Audit
        </Heading>
      </Flex>
      <SimpleGrid as="fieldset" columns={{ base: 1, md: 2, xl: 4 }} gap="3" aria-label="Audit filters">
        {TEXT_FILTERS.map(({ key, label, placeholder }) => (
          <Field.Root key={key}>
            <Field.Label>{label}</Field.Label>
            <Input
              // Uncontrolled, keyed by the URL's value: typing does not refetch on every key, leaving the field does.
              key={filters[key]}
              defaultValue={filters[key]}
              placeholder={placeholder}
              onBlur={(e) => set(key, e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') set(key, e.currentTarget.value);
              }}
            />
          </Field.Root>
        ))}
        <FilterDate
          label="From"
          hint={`From 00:00, display time zone (${zone})`}
          value={filters.from}
          onChange={(v) => set('from', v)}
        />
        <FilterDate label="To" hint="The whole day included" value={filters.to} onChange={(v) => set('to', v)} />
      </SimpleGrid>
      <AuditEntriesView
        key={JSON.stringify(variables)}
        filter={variables}
        label="Audit entries"
        filterBy={(key, value) => set(key, value)}
      />
    </Stack>
  );
}
