import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { ScheduleDialog_ScheduleFragment, ScheduleGroup } from '../../gql/graphql.ts';
import { useScheduleDialogQuery } from '../../gql/hooks.ts';
import { sessionTagNames, useSessionTags } from '../../lib/session-tags.ts';
import { useDisplayTime } from '../../lib/use-display-time.ts';
import { useConfirm } from '../confirm/use-confirm.ts';
import { EditorDialog } from '../editor-dialog/editor-dialog.tsx';
import { ScheduleEditor, type ScheduleEditorHandle } from './schedule-editor.tsx';
import { newScheduleValues, type ScheduleContentKind, scheduleValues } from './schedule-form.ts';
import { scheduleDaysText, wallClockText } from './schedule-table.tsx';

/** The dialog's selection (spec 01 §4): none, a new schedule, or an existing one by id. */
export const NO_SCHEDULE = 'none';
export const NEW_SCHEDULE = 'new';

interface ScheduleDialogProps {
  layoutId: string;
  layoutName: string;
  /** What `layoutId` names: a layout unless said otherwise (an audio playlist's id). */
  contentKind?: ScheduleContentKind;
  /** NO_SCHEDULE, NEW_SCHEDULE or a schedule id: the route's {scheduleid}. */
  selection: string;
  /** Changes the selection (the route). */
  onSelect: (selection: string) => void;
  onClose: () => void;
}

const GROUPS: { group: ScheduleGroup; label: string }[] = [
  { group: 'CURRENT', label: 'Current' },
  { group: 'FUTURE', label: 'Future' },
  { group: 'PREVIOUS', label: 'Previous' },
];

const range = (s: ScheduleDialog_ScheduleFragment) => `${wallClockText(s.timer.start)} – ${wallClockText(s.timer.end)}`;

/**
 * The schedule dialog of a layout or sync sequence (spec 01 §2 child routes, §4, §5): its schedules by group,
 * and the one selected in a form. Switching away from unsaved changes asks first; OK saves them.
 */
export function ScheduleDialog(props: ScheduleDialogProps) {
  const { layoutId, layoutName, contentKind = 'layout', selection, onSelect, onClose } = props;
  const query = useScheduleDialogQuery({
    variables: contentKind === 'layout' ? { layoutId } : { audioPlaylistId: layoutId },
    fetchPolicy: 'cache-and-network',
  });
  const { zone } = useDisplayTime();
  const sessionTags = sessionTagNames(useSessionTags());
  const ask = useConfirm();
  const editor = useRef<ScheduleEditorHandle | null>(null);
  const schedules = query.data?.schedules.items;
  const selected = schedules?.find((s) => s.id === selection);
  // Each choice of the user counts: a save goes on to the schedule it saved only if none came since it began.
  const picks = useRef(0);
  // Choosing "New schedule" again starts a blank one, even where the selection already says new.
  const [fresh, setFresh] = useState(0);

  const leave = async (then: () => void) => {
    const current = editor.current;
    if (!current?.dirty) return then();
    const ok = await ask({
      message: 'This schedule has unsaved changes. Save them and continue?',
      okText: 'Save',
      okColorPalette: 'accent',
      okIcon: null,
      cancelText: 'Keep editing',
    });
    if (ok && (await current.save())) then();
  };
  const pick = (next: string) => {
    if (next === selection && next !== NEW_SCHEDULE) return;
    picks.current++;
    // Always told, even where the selection shown already says `next`: a save's navigation to what it saved may
    // still be on its way, and the user's choice must come after it.
    void leave(() => {
      onSelect(next);
      if (next === selection) setFresh((n) => n + 1);
    });
  };
  const afterSave = () => {
    const started = picks.current;
    return (savedId: string) => {
      if (picks.current === started && savedId !== selection) onSelect(savedId);
    };
  };

  return (
    <EditorDialog
      title={`Schedules of ${layoutName}`}
      // Closing never loses an edit silently: the same question as switching.
      onClose={() => void leave(onClose)}
      size="xl"
      scrollBehavior="outside"
      keepOnOutsideClick
      loading={!schedules}
      error={{ title: 'Could not load the schedules.', error: query.error, onRetry: query.refetch }}
      cancel="Close"
    >
      {schedules && (
        <Flex gap="6" direction={{ base: 'column', md: 'row' }}>
          <Stack as="nav" aria-label="Schedules" gap="3" minW={{ md: '16rem' }} maxW={{ md: '18rem' }}>
            <Button
              size="sm"
              colorPalette="accent"
              // Selected, it looks like a selected schedule below it, not like the dialog's primary action.
              variant={selection === NEW_SCHEDULE ? 'subtle' : 'outline'}
              aria-current={selection === NEW_SCHEDULE ? 'true' : undefined}
              onClick={() => pick(NEW_SCHEDULE)}
            >
              <LuPlus />
              New schedule
            </Button>
            {schedules.length === 0 && (
              <Text textStyle="sm" color="fg.muted">
                Not scheduled yet.
              </Text>
            )}
            {GROUPS.map(({ group, label }) => {
              const items = schedules.filter((s) => s.group === group);
              if (!items.length) return null;
              return (
                <Stack key={group} gap="1">
                  <Text textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
                    {label}
                  </Text>
                  {items.map((s) => (
                    <Button
                      key={s.id}
                      size="sm"
                      variant={s.id === selection ? 'subtle' : 'ghost'}
                      aria-current={s.id === selection ? 'true' : undefined}
                      justifyContent="flex-start"
                      height="auto"
                      py="1.5"
                      whiteSpace="normal"
                      textAlign="start"
                      onClick={() => pick(s.id)}
                    >
                      <Box>
                        <Text textStyle="sm">{range(s)}</Text>
                        <Text textStyle="xs" color="fg.muted">
                          {scheduleDaysText(s.timer)}
                          {' · '}
                          {s.tags.length ? s.tags.map((t) => `#${t.name}`).join(' ') : 'every player'}
                        </Text>
                      </Box>
                    </Button>
                  ))}
                </Stack>
              );
            })}
          </Stack>
          <Box flex="1" minW="0">
            {selection === NEW_SCHEDULE || selected ? (
              <ScheduleEditor
                key={`${selection} ${fresh}`}
                layoutId={layoutId}
                contentKind={contentKind}
                schedule={selected}
                initial={selected ? scheduleValues(selected) : newScheduleValues(Date.now(), zone, sessionTags)}
                handle={editor}
                onSaveStart={afterSave}
                onDeleted={() => onSelect(NO_SCHEDULE)}
              />
            ) : (
              <Stack gap="2">
                {selection !== NO_SCHEDULE && (
                  <Badge colorPalette="orange" alignSelf="start">
                    Schedule {selection} is not one of this layout's schedules.
                  </Badge>
                )}
                <Text color="fg.muted">Choose a schedule to edit, or add a new one.</Text>
              </Stack>
            )}
          </Box>
        </Flex>
      )}
    </EditorDialog>
  );
}
