import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IntroductionsQueryDocument, MarkIntroductionWatchedMutationDocument } from '../../gql/graphql.ts';
import { renderApp } from '../../test/render-app.tsx';
import { IntroductionTour } from './introduction-tour.tsx';

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

  it('closes on Escape without marking it watched', async () => {
    const marks = { count: 0 };
    renderTour(marks);
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Tagging introduction' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(marks.count).toBe(0);
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
