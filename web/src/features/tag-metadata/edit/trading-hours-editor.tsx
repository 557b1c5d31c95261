import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import { WEEKDAYS } from '@signage/domain/tag-metadata/trading-hours';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EditorDialog } from '../../../components/editor-dialog/editor-dialog.tsx';
import { EditorForm } from '../../../components/editor-dialog/editor-form.tsx';
import type { TagMetadataEditQuery } from '../../../gql/graphql.ts';
import { useTagMetadataEditQuery } from '../../../gql/hooks.ts';
import { sessionTagNames, useSessionTags } from '../../../lib/session-tags.ts';
import { useCan } from '../../../lib/use-can.ts';
import { recordName } from '../list/tag-metadata-list-page.tsx';
import { EDIT_TAG_METADATA } from '../tag-metadata-permissions.ts';
import { DayPeriods } from './day-periods.tsx';
import { DescriptionAndTags } from './description-and-tags.tsx';
import { LinkedDevices, useLinkedDevices } from './linked-devices.tsx';
import {
  createTradingHoursInput,
  initialTradingHoursValues,
  type TradingHoursValues,
  tradingHoursProblem,
  updateTradingHoursInput,
} from './trading-hours-values.ts';
import { useCreateTradingHours, useDeleteTagMetadata, useUpdateTradingHours } from './use-save-tag-metadata.ts';
import { tradingHoursItems } from './use-trading-hours-items.ts';

type Record_ = TagMetadataEditQuery['tagMetadataRecord'];

/** The trading hours editor over the list (spec 02, /tradinghours/edit/{id}, id or "new"). */
export function TradingHoursEditor({ id, onClose }: { id: string; onClose: () => void }) {
  const isNew = id === 'new';
  const query = useTagMetadataEditQuery({ variables: { id }, skip: isNew, fetchPolicy: 'cache-and-network' });
  const record = query.data?.tagMetadataRecord;
  return (
    <EditorDialog
      title={isNew ? 'New trading hours' : recordName('Trading hours', record ?? { id, description: '' })}
      onClose={onClose}
      size="xl"
      scrollBehavior="outside"
      keepOnOutsideClick
      loading={!isNew && !record}
      error={{ title: 'Could not load the trading hours.', error: query.error, onRetry: query.refetch }}
      bare
    >
      <TradingHoursForm record={record} onClose={onClose} />
    </EditorDialog>
  );
}

/**
 * Description, tags, linked devices and the per-day periods. `venue_tags` (spec 02 §2) pre-fills a new record's
 * tags, as a venue's screen opens it; `venue_id` names the venue it was opened for.
 */
function TradingHoursForm({ record, onClose }: { record: Record_ | undefined; onClose: () => void }) {
  const [search] = useSearchParams();
  const sessionTags = useSessionTags();
  const venueTags = search.get('venue_tags')?.split(',').filter(Boolean) ?? [];
  const venueId = search.get('venue_id');
  const canEdit = useCan(EDIT_TAG_METADATA);
  const [values, setValues] = useState<TradingHoursValues>(() =>
    initialTradingHoursValues(record, [...sessionTagNames(sessionTags), ...venueTags.map((t) => t.replace(/^#/, ''))]),
  );
  const [problem, setProblem] = useState<string>();
  const change = (patch: Partial<TradingHoursValues>) => setValues((v) => ({ ...v, ...patch }));
  const items = tradingHoursItems(values.days, (days) => change({ days }));
  const reach = useLinkedDevices(
    'TRADING_HOURS',
    values.tags.map((t) => t.name),
    record?.id,
  );
  const [create, created] = useCreateTradingHours();
  const [update, updated] = useUpdateTradingHours();
  const [remove, removed] = useDeleteTagMetadata('trading hours');

  const submit = async () => {
    if (!canEdit) return onClose();
    const refusal = tradingHoursProblem(values);
    setProblem(refusal);
    if (refusal) return;
    const saved = record
      ? await update(record.id, updateTradingHoursInput(values), reach?.confirmation ?? '')
      : await create(createTradingHoursInput(values));
    if (saved) onClose();
  };

  const busy = created.loading || updated.loading || removed.loading;
  const disabled = !canEdit || busy;
  const deleteButton = record && canEdit && (
    <Button
      variant="outline"
      colorPalette="red"
      alignSelf="start"
      onClick={async () => (await remove(record.id)) && onClose()}
      disabled={busy}
    >
      Delete trading hours
    </Button>
  );
  return (
    <EditorForm onSubmit={submit} onCancel={onClose} busy={busy} problem={problem} after={deleteButton}>
      {venueId && <Text fontSize="sm">For venue {venueId}.</Text>}
      <DescriptionAndTags description={values.description} tags={values.tags} onChange={change} disabled={disabled} />
      <LinkedDevices reach={reach} isNew={!record} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {WEEKDAYS.map((day) => (
          <DayPeriods
            key={day}
            day={day}
            periods={values.days[day]}
            items={items}
            onProblem={setProblem}
            disabled={disabled}
          />
        ))}
      </SimpleGrid>
    </EditorForm>
  );
}
