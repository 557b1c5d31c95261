import { Button, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { LuSave } from 'react-icons/lu';
import { UnsavedNote } from '../../../components/leave-prompt/unsaved-note.tsx';
import { useUnsavedEdits } from '../../../components/leave-prompt/use-unsaved-edits.ts';
import { PageTitleBar } from '../../../components/page-title-bar.tsx';
import { SchedulesButton } from '../../../components/schedules/schedules-button.tsx';
import { Section } from '../../../components/section.tsx';
import type { TagValue } from '../../../components/tags/tag-input.tsx';
import type { SyncVideoInfo_MediaFragment } from '../../../gql/graphql.ts';
import { syncLayoutEditPath } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/use-can.ts';
import { LayoutNameTags } from '../frame/layout-name-tags.tsx';
import { ReadOnlyNote } from '../frame/read-only-note.tsx';
import { SyncGallery } from './sync-gallery.tsx';
import { SyncSequenceGrid } from './sync-sequence-grid.tsx';
import { useSaveSyncSequence } from './use-save-sync-sequence.ts';
import { useSyncSequenceItems } from './use-sync-sequence-items.ts';

interface SyncEditorProps {
  /** Absent for a new sequence. */
  id?: string;
  initial: {
    name: string;
    tags: readonly TagValue[];
    videos: readonly SyncVideoInfo_MediaFragment[];
    readOnly: boolean;
  };
  back: ReactNode;
  /** Opens the schedule dialog (a saved sequence). */
  onSchedules?: () => void;
}

const snapshot = (name: string, tags: readonly TagValue[], mediaIds: readonly string[]) =>
  JSON.stringify([name, tags.map((t) => t.name), mediaIds]);

/** The editor: name and tags, the gallery, the sortable sequence, Save; asks before leaving with changes. */
export function SyncEditor({ id, initial, back, onSchedules }: SyncEditorProps) {
  const canEdit = useCan('edit layouts');
  const readOnly = initial.readOnly || !canEdit;
  const [name, setName] = useState(initial.name);
  const [tags, setTags] = useState<TagValue[]>([...initial.tags]);
  const sequence = useSyncSequenceItems(initial.videos);
  const current = snapshot(
    name,
    tags,
    sequence.items.map((item) => item.media.id),
  );
  const [saveSequence, saving] = useSaveSyncSequence();

  const {
    dirty,
    save,
    dialog: leavePrompt,
  } = useUnsavedEdits({
    current,
    initial: () =>
      snapshot(
        initial.name,
        initial.tags,
        initial.videos.map((v) => v.id),
      ),
    readOnly,
    write: async () => {
      const savedId = await saveSequence(id, { name, tags: tags.map((t) => t.name), items: sequence.items });
      if (!savedId) return undefined;
      return id ? {} : { moveTo: syncLayoutEditPath(savedId), replace: true };
    },
  });

  return (
    <Stack gap="5">
      {back}
      <PageTitleBar title={id ? initial.name : 'New sync sequence'}>
        {!readOnly && (
          <Flex align="center" gap="3">
            <UnsavedNote dirty={dirty} />
            {onSchedules && id && <SchedulesButton dirty={dirty} onClick={onSchedules} />}
            <Button colorPalette="accent" loading={saving} onClick={() => void save()}>
              <LuSave />
              Save
            </Button>
          </Flex>
        )}
      </PageTitleBar>
      {readOnly && <ReadOnlyNote canEdit={canEdit} />}
      <LayoutNameTags
        noun="Sync sequence"
        name={name}
        onNameChange={setName}
        tags={tags}
        onTagsChange={setTags}
        readOnly={readOnly}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Section title={`Sequence (${sequence.items.length} ${sequence.items.length === 1 ? 'video' : 'videos'})`}>
          <SyncSequenceGrid
            items={sequence.items}
            readOnly={readOnly}
            onMove={sequence.move}
            onRemove={sequence.remove}
          />
        </Section>
        {!readOnly && (
          <Section title="Videos">
            <SyncGallery onAdd={sequence.add} disabled={readOnly} />
          </Section>
        )}
      </SimpleGrid>
      {leavePrompt}
    </Stack>
  );
}
