import type { MockLink } from '@apollo/client/testing';
import { SCHEDULE_MESSAGES } from '@signage/domain/schedules/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  CreateScheduleDialogMutationDocument,
  ScheduleDialogQueryDocument,
  SchedulePreviewQueryDocument,
} from '../../gql/graphql.ts';
import { SESSION_TAGS_KEY } from '../../lib/session-tags.ts';
import { meMock, settingsMock } from '../../test/console-mocks.ts';
import { renderApp } from '../../test/render-app.tsx';
import { NEW_SCHEDULE, ScheduleDialog } from './schedule-dialog.tsx';

const saved = {
  __typename: 'Schedule',
  id: '77',
  group: 'CURRENT',
  tags: [],
  timer: {
    __typename: 'ScheduleTimer',
    start: '2025-03-01T00:00',
    end: '2025-03-08T23:59',
    dow: 127,
    dayPart: false,
    days: 'every day',
  },
};

const list = (items: unknown[]): MockLink.MockedResponse => ({
  request: { query: ScheduleDialogQueryDocument, variables: { layoutId: '3' } },
  result: { data: { schedules: { __typename: 'SchedulePage', items } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const mocks: MockLink.MockedResponse[] = [
  settingsMock,
  { ...list([]), maxUsageCount: 1 },
  list([saved]),
  {
    request: { query: SchedulePreviewQueryDocument, variables: () => true },
    result: {
      data: {
        previewSchedule: {
          __typename: 'SchedulePreview',
          valid: true,
          messages: [],
          confirmation: null,
          overlap: null,
          reach: { __typename: 'ScheduleReach', count: 1 },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: CreateScheduleDialogMutationDocument, variables: () => true },
    // Long enough for a click to come while the create is on its way.
    delay: 300,
    result: {
      data: {
        createSchedule: { __typename: 'ScheduleSaved', id: '77', message: SCHEDULE_MESSAGES.created, schedule: saved },
      },
    },
  },
];

/** The dialog on a route of its own: `onSelect` moves the selection, as the layout editor's navigation does. */
function DialogRoute({ selections }: { selections: string[] }) {
  const [selection, setSelection] = useState(NEW_SCHEDULE);
  return (
    <ScheduleDialog
      layoutId="3"
      layoutName="Lobby"
      selection={selection}
      onSelect={(next) => {
        selections.push(next);
        setSelection(next);
      }}
      onClose={() => undefined}
    />
  );
}

function renderDialog(extra: MockLink.MockedResponse[] = []) {
  const selections: string[] = [];
  renderApp(<DialogRoute selections={selections} />, { mocks: [...extra, ...mocks] });
  return { user: userEvent.setup(), selections };
}

describe('schedule dialog reach', () => {
  it('says a schedule without tags reaches only the players carrying the user’s forced tags', async () => {
    renderDialog([meMock(['view schedules', 'edit schedules'], ['lobby'])]);
    const dialog = await screen.findByRole('dialog', { name: 'Schedules of Lobby' });
    expect(
      await within(dialog).findByText(
        'Reaches 1 device (no tags of its own: every player carrying your forced tags #lobby).',
      ),
    ).toBeTruthy();
  });
});

describe('schedule dialog selection', () => {
  it('goes on to the schedule a create saved', async () => {
    const { user, selections } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Create schedule' }));
    expect(await screen.findByText(SCHEDULE_MESSAGES.created)).toBeTruthy();
    await waitFor(() => expect(selections).toEqual(['77']));
    expect(await screen.findByRole('button', { name: 'Save schedule' })).toBeTruthy();
  });

  it('ignores the create’s navigation once "New schedule" was chosen meanwhile, and shows a blank new one', async () => {
    const { user, selections } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Schedules of Lobby' });
    await user.click(await within(dialog).findByRole('button', { name: 'Create schedule' }));
    await user.click(within(dialog).getByRole('button', { name: 'New schedule' }));
    expect(await screen.findByText(SCHEDULE_MESSAGES.created)).toBeTruthy();
    // The saved schedule is listed, and the selection stayed where the user put it.
    await within(dialog).findByText(/every day · every player/);
    expect(selections).toEqual([NEW_SCHEDULE]);
    expect(within(dialog).getByRole('button', { name: 'Create schedule' })).toBeTruthy();
    // Marked as the current choice of the list, as a chosen schedule is.
    expect(within(dialog).getByRole('button', { name: 'New schedule' }).getAttribute('aria-current')).toBe('true');
  });

  it('pre-fills a new schedule’s tags with the session’s (spec 01 §6)', async () => {
    localStorage.setItem(SESSION_TAGS_KEY, JSON.stringify(['#floor2']));
    try {
      renderDialog();
      const dialog = await screen.findByRole('dialog', { name: 'Schedules of Lobby' });
      await within(dialog).findByRole('button', { name: 'Create schedule' });
      expect(within(dialog).getByText('floor2', { exact: false })).toBeTruthy();
    } finally {
      localStorage.removeItem(SESSION_TAGS_KEY);
    }
  });
});

describe('the overlap refusal’s link', () => {
  const clash =
    'Schedule overlaps detected between 1st Mar 2025 00:00 and 8th Mar 2025 23:59 with the schedule of "Year lobby"';
  const overlapping: MockLink.MockedResponse = {
    request: { query: SchedulePreviewQueryDocument, variables: () => true },
    result: {
      data: {
        previewSchedule: {
          __typename: 'SchedulePreview',
          valid: false,
          messages: [clash],
          confirmation: null,
          overlap: {
            __typename: 'ScheduleOverlap',
            message: clash,
            name: 'the schedule of "Year lobby"',
            schedule: {
              __typename: 'Schedule',
              id: '5',
              layoutId: '9',
              content: { __typename: 'Layout', layoutType: 'LAYOUT' },
            },
          },
          reach: { __typename: 'ScheduleReach', count: 1 },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };

  it('asks before a new, unsaved schedule is left for the one it clashes with, and keeps it on "Keep editing"', async () => {
    renderApp(<DialogRoute selections={[]} />, {
      mocks: [settingsMock, list([]), overlapping],
      routes: { '/layouts/9/layout/schedules/5/layout': <p>The year lobby schedule</p> },
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Schedules of Lobby' });
    const link = await within(dialog).findByRole('link', { name: 'Open the schedule of "Year lobby"' });
    expect(link.getAttribute('href')).toBe('/layouts/9/layout/schedules/5/layout');

    await user.click(link);
    expect(await screen.findByText('Discard this schedule and open the other one?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard this schedule and open the other one?')).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Create schedule' })).toBeTruthy();
    expect(screen.queryByText('The year lobby schedule')).toBeNull();

    await user.click(within(dialog).getByRole('link', { name: 'Open the schedule of "Year lobby"' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('The year lobby schedule')).toBeTruthy();
  });
});
