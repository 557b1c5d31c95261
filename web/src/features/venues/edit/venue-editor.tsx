import {
  RecordEditorDialog,
  type RecordEditorProps,
  recordQueryOptions,
} from '../../../components/editor-dialog/record-editor-dialog.tsx';
import { useVenueEditQuery } from '../../../gql/hooks.ts';
import { VenueEditorForm } from './venue-editor-form.tsx';

/** The venue editor over the list (spec 02, /venues/{id}, id or "new"). */
export function VenueEditor({ id, onClose }: RecordEditorProps) {
  const query = useVenueEditQuery(recordQueryOptions(id));
  return (
    <RecordEditorDialog id={id} noun="venue" record={query.data?.venue} query={query} size="lg" onClose={onClose}>
      <VenueEditorForm venue={query.data?.venue} onClose={onClose} />
    </RecordEditorDialog>
  );
}
