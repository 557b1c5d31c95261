import { RecordEditorDialog, type RecordEditorProps } from '../../../components/editor-dialog/record-editor-dialog.tsx';
import { VenueEditQueryDocument } from '../../../gql/graphql.ts';
import { VenueEditorForm } from './venue-editor-form.tsx';

/** The venue editor over the list (spec 02, /venues/{id}, id or "new"). */
export function VenueEditor(props: RecordEditorProps) {
  return (
    <RecordEditorDialog {...props} noun="venue" document={VenueEditQueryDocument} field="venue" size="lg">
      {(venue) => <VenueEditorForm venue={venue} onClose={props.onClose} />}
    </RecordEditorDialog>
  );
}
