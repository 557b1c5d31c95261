import { SimpleGrid, Text } from '@chakra-ui/react';
import { WEEKDAYS } from '@signage/domain/tag-metadata/trading-hours';
import { useSearchParams } from 'react-router';
import { EditorForm } from '../../../components/editor-dialog/editor-form.tsx';
import { CreateTradingHoursMutationDocument, UpdateTradingHoursMutationDocument } from '../../../gql/graphql.ts';
import { sessionTagNames } from '../../../lib/session-tags.ts';
import { DayPeriods } from './day-periods.tsx';
import { DescriptionAndTags } from './description-and-tags.tsx';
import { LinkedDevices } from './linked-devices.tsx';
import { TagMetadataEditorDialog, type TagMetadataFormProps } from './tag-metadata-editor-dialog.tsx';
import {
  createTradingHoursInput,
  initialTradingHoursValues,
  type TradingHoursValues,
  tradingHoursProblem,
  updateTradingHoursInput,
} from './trading-hours-values.ts';
import { useRecordForm } from './use-record-form.tsx';
import { tradingHoursItems } from './use-trading-hours-items.ts';

/** The trading hours editor over the list (spec 02, /tradinghours/edit/{id}, id or "new"). */
export function TradingHoursEditor({ id, onClose }: { id: string; onClose: () => void }) {
  return <TagMetadataEditorDialog id={id} category="Trading hours" onClose={onClose} form={TradingHoursForm} />;
}

/**
 * Description, tags, linked devices and the per-day periods. `venue_tags` (spec 02 §2) pre-fills a new record's
 * tags, as a venue's screen opens it; `venue_id` names the venue it was opened for.
 */
function TradingHoursForm({ record, onClose }: TagMetadataFormProps) {
  const [search] = useSearchParams();
  const venueTags = search.get('venue_tags')?.split(',').filter(Boolean) ?? [];
  const venueId = search.get('venue_id');
  const { values, change, problem, setProblem, reach, submit, busy, disabled, deleteButton } = useRecordForm({
    category: 'trading hours',
    record,
    initial: (sessionTags): TradingHoursValues =>
      initialTradingHoursValues(record, [
        ...sessionTagNames(sessionTags),
        ...venueTags.map((t) => t.replace(/^#/, '')),
      ]),
    onClose,
    problemOf: tradingHoursProblem,
    create: { document: CreateTradingHoursMutationDocument, input: createTradingHoursInput },
    update: { document: UpdateTradingHoursMutationDocument, input: updateTradingHoursInput },
  });
  const items = tradingHoursItems(values.days, (days) => change({ days }));
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
