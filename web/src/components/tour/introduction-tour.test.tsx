import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IntroductionsQueryDocument, MarkIntroductionWatchedMutationDocument } from '../../gql/graphql.ts';
import { renderApp } from '../../test/render-app.tsx';
import { IntroductionTour } from './introduction-tour.tsx';
import { placement } from './tour-popover.tsx';

const me = (introductions: string[]) => ({
  me: { __typename: 'User', id: '7', cmsMetadata: { __typename: 'CmsMetadata', introductions } },
});

const STEPS = [
  { target: 'filter', title: 'Find things by tag', body: 'Type a tag.' },
  { target: 'search', title: 'Or search by text', body: 'Names and tags.' },
];

function renderTour(marks: { count: number }) {
  return renderApp(
    <>
      <input aria-label="Before the tour" />
      <div data-tour="filter">Tag filter</div>
      <div data-tour="search">Search box</div>
      <IntroductionTour tour="tagging" label="Tagging introduction" steps={STEPS} />
    </>,
    {
      mocks: [
        { request: { query: IntroductionsQueryDocument }, result: { data: me(['device-edit']) } },
        {
          request: { query: MarkIntroductionWatchedMutationDocument, variables: { tour: 'TAGGING' } },
          result: () => {
            marks.count++;
            return { data: { markIntroductionWatched: me(['device-edit', 'tagging']) } };
          },
          maxUsageCount: 5,
        },
      ],
    },
  );
}

describe('introduction tour', () => {
  it('walks through its steps with focus on the step, and marks itself watched once on Done', async () => {
    const marks = { count: 0 };
    renderTour(marks);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Tagging introduction' });
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(document.activeElement).toBe(dialog);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Or search by text' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Find things by tag' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(marks.count).toBe(1));
  });

  it('waits behind a modal dialog opened over the page, and shows again when it closes', async () => {
    const modal = document.createElement('div');
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    modal.setAttribute('aria-label', 'Upload media');
    document.body.append(modal);
    try {
      renderTour({ count: 0 });
      // The tour's answer has come (its query is the only one), yet no step is drawn over the dialog.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog', { name: 'Tagging introduction' })).toBeNull();
    } finally {
      modal.remove();
    }
    expect(await screen.findByRole('dialog', { name: 'Tagging introduction' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
  });

  it('closed early with Escape is marked watched too, so it does not come back on the next visit', async () => {
    const marks = { count: 0 };
    renderTour(marks);
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Tagging introduction' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(marks.count).toBe(1));
  });

  it('"Close tour" marks it watched', async () => {
    const marks = { count: 0 };
    renderTour(marks);
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Tagging introduction' });
    await user.click(screen.getByRole('button', { name: 'Close tour' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(marks.count).toBe(1));
  });

  it('is not shown to a user who watched it', async () => {
    renderApp(
      <>
        <div data-tour="filter">Tag filter</div>
        <IntroductionTour tour="tagging" label="Tagging introduction" steps={STEPS} />
      </>,
      { mocks: [{ request: { query: IntroductionsQueryDocument }, result: { data: me(['tagging']) } }] },
    );
    await screen.findByText('Tag filter');
    // The answer has arrived once Apollo settles; the tour still is not there.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Find things by tag')).toBeNull();
  });
});

describe('tour placement', () => {
  const viewport = { width: 1280, height: 800 };
  const covers = (p: { top: number; left: number }, r: { top: number; left: number; right: number; bottom: number }) =>
    p.left < r.right && p.left + 320 > r.left && p.top < r.bottom && p.top + 180 > r.top;

  it('goes below a small target when there is room', () => {
    expect(placement({ top: 100, left: 200, right: 400, bottom: 140 }, 180, viewport)).toEqual({ top: 150, left: 200 });
  });

  it('goes beside a target as tall as the window (the element tree), never over it', () => {
    const tree = { top: 60, left: 0, right: 280, bottom: 800 };
    const place = placement(tree, 180, viewport);
    expect(place.left).toBe(290);
    expect(covers(place, tree)).toBe(false);
  });

  it('follows a target scrolled out of the window, below it going up, above it going down', () => {
    expect(placement({ top: -60, left: 200, right: 300, bottom: -20 }, 180, viewport)).toEqual({ top: -10, left: 200 });
    expect(placement({ top: 900, left: 200, right: 300, bottom: 940 }, 180, viewport)).toEqual({ top: 710, left: 200 });
  });

  it('goes left of a tall target at the right edge (the properties panel)', () => {
    const panel = { top: 60, left: 960, right: 1280, bottom: 800 };
    const place = placement(panel, 180, viewport);
    expect(place.left).toBe(630);
    expect(covers(place, panel)).toBe(false);
  });
});
