import { PERMISSIONS } from '@signage/domain/permissions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HelpPageQueryDocument, ServerTimeSubscriptionDocument } from '../../gql/graphql.ts';
import { ADVANCED, SECTIONS } from '../../lib/nav-items.ts';
import { renderApp } from '../../test/render-app.tsx';
import { HelpPage } from './help-page.tsx';

function renderHelp(permissions: readonly string[]) {
  const me = {
    __typename: 'User',
    id: '7',
    username: 'kim',
    firstName: 'Kim',
    lastName: '',
    email: null,
    permissions,
    forcedTags: [],
    cmsMetadata: { __typename: 'CmsMetadata', landingPage: null },
  };
  return renderApp(<HelpPage />, {
    mocks: [
      { request: { query: HelpPageQueryDocument }, result: { data: { me } }, maxUsageCount: 5 },
      { request: { query: ServerTimeSubscriptionDocument }, result: { data: { serverTime: '2026-11-29T10:00:00Z' } } },
    ],
  });
}

/** The areas "What you can do here" names, in its order. */
async function areasListed() {
  // Once the account has loaded: until then only the areas everyone has are known.
  await screen.findByText('Kim (kim)');
  const section = screen.getByRole('heading', { name: 'What you can do here' }).closest('div')!;
  return within(section.parentElement!)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);
}

describe('Help', () => {
  it('explains every area the sidebar offers, in its order, with the advanced ones marked', async () => {
    renderHelp(PERMISSIONS);
    // Every menu entry, in the sidebar's order (sidebar.test.tsx spells that order out), then the two that are not.
    const menu = [...SECTIONS, ...ADVANCED].map((item) => item.label);
    expect(menu).toHaveLength(20);
    expect(await areasListed()).toEqual([...menu, 'Profile', 'Search']);
    const schedules = screen.getAllByRole('listitem').find((item) => item.textContent?.startsWith('Schedules'));
    expect(schedules?.textContent).toMatch(/^Schedules \(Advanced\): every schedule on one timeline/);
  });

  it('and only those: a user with "view media" alone is not told of areas that would refuse them', async () => {
    renderHelp(['view media']);
    expect(await areasListed()).toEqual(['Dashboard', 'Media', 'Tags', 'Profile', 'Search']);
  });

  it('offers the tag manager only to someone who may see one of the kinds it lists', async () => {
    renderHelp(['view audit']);
    expect(await areasListed()).toEqual(['Dashboard', 'Audit', 'Profile', 'Search']);
  });
});
