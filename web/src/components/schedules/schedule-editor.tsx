import { useApolloClient } from '@apollo/client/react';
import { Button, Field, Flex, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { SCHEDULE_MESSAGES } from '@signage/domain/schedules/messages';
import { SCHEDULE_EARLIEST_DATE } from '@signage/domain/schedules/validation';
import { DOW, WEEKDAY_NAMES, WEEKDAY_SHORT } from '@signage/domain/schedules/wall-clock';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { LuSave, LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import {
  CreateScheduleDialogMutationDocument,
  DeleteScheduleDialogMutationDocument,
  type ScheduleDialog_ScheduleFragment,
  SchedulePreviewQueryDocument,
  UpdateScheduleDialogMutationDocument,
} from '../../gql/graphql.ts';
import { useMeQuery, useSchedulePreviewQuery } from '../../gql/hooks.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useNotifiedMutation } from '../../lib/use-notified-mutation.ts';
import { useConfirm } from '../confirm/use-confirm.ts';
import { ConsoleTimeField } from '../console-time-field.tsx';
import { ConsoleDatePicker } from '../list-page/console-date-picker.tsx';
import { useNotify } from '../notifications/use-notify.ts';
import { TagInput } from '../tags/tag-input.tsx';
import {
  type ScheduleContentKind,
  type ScheduleFormValues,
  scheduleChanged,
  scheduleInput,
  timerProblem,
  toggleDay,
} from './schedule-form.ts';
import { type PreviewOverlap, refusalsOf, ScheduleRefusals } from './schedule-refusals.tsx';

/** What the dialog asks of the editor shown: whether it holds unsaved changes, and to save them. */
export interface ScheduleEditorHandle {
  dirty: boolean;
  /** Resolves the saved schedule's id, or undefined when nothing was saved (refused, cancelled). */
  save: () => Promise<string | undefined>;
}

interface ScheduleEditorProps {
  layoutId: string;
  /** What `layoutId` names: a layout unless said otherwise (an audio playlist's id). */
  contentKind?: ScheduleContentKind;
  /** The schedule edited; undefined for a new one. */
  schedule?: ScheduleDialog_ScheduleFragment;
  initial: ScheduleFormValues;
  handle: RefObject<ScheduleEditorHandle | null>;
  /**
   * Told as a save begins; what it answers is told the saved id. The dialog decides there whether to go to the
   * saved schedule: not once the user has chosen something else meanwhile.
   */
  onSaveStart: () => (savedId: string) => void;
  onDeleted: () => void;
}

const DAY_BITS = [DOW.mon, DOW.tue, DOW.wed, DOW.thu, DOW.fri, DOW.sat, DOW.sun];
const REFETCH = { refetchQueries: ['ScheduleDialogQuery'] };

/** Refusals shown for the values they were judged on; a change to the form takes them away. */
interface Shown {
  values: ScheduleFormValues;
  messages: string[];
  overlap?: PreviewOverlap | null;
}

/** One schedule's form (spec 01 §5): dates, weekdays, day part, tags, and the devices it reaches, checked live. */
export function ScheduleEditor({
  layoutId,
  contentKind = 'layout',
  schedule,
  initial,
  handle,
  onSaveStart,
  onDeleted,
}: ScheduleEditorProps) {
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [shown, setShown] = useState<Shown>();
  const client = useApolloClient();
  const ask = useConfirm();
  const notify = useNotify();
  const dirty = scheduleChanged(values, saved);
  const id = schedule?.id;

  const [create, creating] = useNotifiedMutation(CreateScheduleDialogMutationDocument, {
    success: (data) => data.createSchedule.message,
    mutation: REFETCH,
  });
  const [update, updating] = useNotifiedMutation(UpdateScheduleDialogMutationDocument, {
    success: (data) => data.updateSchedule.message,
    mutation: REFETCH,
  });
  const [remove, removing] = useNotifiedMutation(DeleteScheduleDialogMutationDocument, {
    success: (data) => data.deleteSchedule.message,
    failure: () => ({ type: 'danger', text: SCHEDULE_MESSAGES.deleteFailed }),
    mutation: REFETCH,
  });

  // The dry run while editing: the devices reached, and what a save would refuse (overlaps included).
  const settled = useDebouncedValue(values, 300);
  const settledProblem = timerProblem(settled);
  const preview = useSchedulePreviewQuery({
    variables: { id, input: scheduleInput(layoutId, settled, contentKind) },
    skip: Boolean(settledProblem),
    fetchPolicy: 'network-only',
  });
  // The dry run's answer only while it is about what the form shows (not while a change is being debounced).
  const answer = settled === values ? preview.data?.previewSchedule : undefined;
  // Before any attempt the no-tags refusal is not a problem yet: the form simply starts without tags.
  const live = settledProblem
    ? [settledProblem]
    : answer
      ? refusalsOf(answer).filter((m) => m !== SCHEDULE_MESSAGES.noTagsRefused)
      : [];
  const refused = shown?.values === values ? shown : undefined;
  const problems = refused ? refused.messages : live;
  const overlap = refused ? refused.overlap : answer?.overlap;

  // One save at a time: asked again while one runs (the unsaved-changes question), the same save answers.
  const saving = useRef<Promise<string | undefined>>(undefined);
  const save = (): Promise<string | undefined> => {
    saving.current ??= saveOnce().finally(() => {
      saving.current = undefined;
    });
    return saving.current;
  };
  const saveOnce = async (): Promise<string | undefined> => {
    const onSaved = onSaveStart();
    const problem = timerProblem(values);
    const input = scheduleInput(layoutId, values, contentKind);
    if (problem) {
      setShown({ values, messages: [problem] });
      notify('danger', problem);
      return undefined;
    }
    // Asked fresh, not from the debounced dry run: the question and the refusals must match what is sent.
    const { data } = await client.query({
      query: SchedulePreviewQueryDocument,
      variables: { id, input },
      fetchPolicy: 'network-only',
    });
    const check = data?.previewSchedule;
    if (check && !check.valid) {
      const refusals = refusalsOf(check);
      setShown({ values, messages: refusals, overlap: check.overlap });
      notify('danger', refusals[0] ?? SCHEDULE_MESSAGES.invalidDateTime);
      return undefined;
    }
    let confirmNoTags = false;
    if (check?.confirmation) {
      const ok = await ask({
        message: check.confirmation,
        okText: 'Continue',
        okColorPalette: 'accent',
        okIcon: null,
      });
      if (!ok) return undefined;
      confirmNoTags = true;
    }
    setShown(undefined);
    const savedId = id
      ? (await update({ id, input: { ...input, confirmNoTags } }))?.updateSchedule.id
      : (await create({ input: { ...input, confirmNoTags } }))?.createSchedule.id;
    if (savedId) {
      setSaved(values);
      onSaved(savedId);
    }
    return savedId;
  };
  handle.current = { dirty, save };
  // Gone from the dialog (another selection): nothing of this form is left to ask about.
  useEffect(
    () => () => {
      handle.current = null;
    },
    [handle],
  );

  const remove_ = async () => {
    if (!id) return;
    const done = await remove(
      { id },
      { confirm: { message: 'Are you sure you want to delete this schedule? Its devices stop playing it.' } },
    );
    if (done) onDeleted();
  };

  // The clashing schedule's link: leaving drops this form's work (a new schedule, or changes the overlap refuses,
  // so they cannot be saved first), so the user is asked before it goes.
  const navigate = useNavigate();
  const openClash = async (path: string) => {
    const work = !id || dirty;
    if (work) {
      const ok = await ask({
        message: id
          ? 'Discard your changes to this schedule and open the other one?'
          : 'Discard this schedule and open the other one?',
        okText: 'Discard',
        okIcon: null,
        cancelText: 'Keep editing',
      });
      if (!ok) return;
    }
    navigate(path);
  };

  const setTimer = (change: Partial<ScheduleFormValues['timer']>) =>
    setValues((v) => ({ ...v, timer: { ...v.timer, ...change } }));
  const reach = answer?.reach.count;
  // The service puts the user's forced tags on what they save, so a schedule without tags of its own still reaches
  // only the players carrying them.
  const forcedTags = useMeQuery().data?.me?.forcedTags ?? [];
  const untagged = forcedTags.length
    ? ` (no tags of its own: every player carrying your forced tags ${forcedTags.map((t) => `#${t}`).join(' ')})`
    : ' (no tags: every player)';

  return (
    // Not a <form>: Enter belongs to the tag input (it adds the tag), and saving is the button's alone.
    <Stack gap="4">
      <Text textStyle="sm" color="fg.muted">
        Times are wall-clock times: each device plays the schedule on its own clock, in its own time zone.
      </Text>
      <Flex gap="4" wrap="wrap">
        <WallClockField label="Start" value={values.timer.start} onChange={(start) => setTimer({ start })} />
        <WallClockField label="End" value={values.timer.end} onChange={(end) => setTimer({ end })} />
      </Flex>
      <Stack gap="2" role="group" aria-labelledby="schedule-days-label">
        <Text id="schedule-days-label" textStyle="sm" fontWeight="medium">
          Days of the week
        </Text>
        <HStack gap="1" wrap="wrap">
          {DAY_BITS.map((bit, i) => {
            const on = (values.timer.dow & bit) !== 0;
            return (
              <Button
                key={bit}
                size="sm"
                variant={on ? 'solid' : 'outline'}
                colorPalette={on ? 'accent' : 'gray'}
                aria-pressed={on}
                aria-label={WEEKDAY_NAMES[i]}
                onClick={() => setTimer({ dow: toggleDay(values.timer.dow, bit) })}
              >
                {WEEKDAY_SHORT[i]}
              </Button>
            );
          })}
        </HStack>
      </Stack>
      <Switch.Root
        checked={values.timer.day_part}
        onCheckedChange={(details) => setTimer({ day_part: details.checked })}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Day part: play each day only between the start time and the end time</Switch.Label>
      </Switch.Root>
      <TagInput
        label="Tags"
        placeholder="Devices carrying all of these tags play it"
        value={values.tags}
        onChange={(tags) => setValues((v) => ({ ...v, tags }))}
      />
      <Text role="status" aria-live="polite" textStyle="sm">
        {reach === undefined || reach === null
          ? problems.length
            ? ''
            : 'Counting the devices it reaches…'
          : `Reaches ${reach} ${reach === 1 ? 'device' : 'devices'}${values.tags.length ? '' : untagged}.`}
      </Text>
      <ScheduleRefusals messages={problems} overlap={overlap} onOpen={(path) => void openClash(path)} />
      <Flex justify="space-between" gap="3" wrap="wrap">
        {id ? (
          <Button type="button" variant="outline" colorPalette="red" loading={removing.loading} onClick={remove_}>
            <LuTrash2 />
            Delete schedule
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="button"
          onClick={() => void save()}
          colorPalette="accent"
          loading={creating.loading || updating.loading}
          disabled={Boolean(id) && !dirty}
        >
          <LuSave />
          {id ? 'Save schedule' : 'Create schedule'}
        </Button>
      </Flex>
    </Stack>
  );
}

/**
 * A wall-clock date and time to the minute (the schedule's steps): the console's day-first date picker and its
 * 24-hour time field, never the browser's US date-time input. A time that cannot be read goes on as typed, so the
 * form's own check refuses it in the spec's words rather than saving the last good value.
 */
function WallClockField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [date = '', time = ''] = value.split('T');
  const setTime = (next: string) => onChange(`${date}T${next}`);
  return (
    <Flex flex="1" minW="18rem" gap="2" align="start">
      <Field.Root flex="1" required>
        <ConsoleDatePicker
          label={`${label} date`}
          value={date}
          min={SCHEDULE_EARLIEST_DATE}
          portalled={false}
          onChange={(next) => onChange(`${next}T${time}`)}
        />
      </Field.Root>
      <ConsoleTimeField
        label={`${label} time`}
        value={time}
        required
        width="6.5rem"
        onChange={setTime}
        onUnreadable={setTime}
      />
    </Flex>
  );
}
