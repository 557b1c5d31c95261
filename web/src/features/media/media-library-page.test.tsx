import type { MockLink } from '@apollo/client/testing';
import { MEDIA_MESSAGES } from '@signage/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeleteMediaItemsMutationDocument, MediaListQueryDocument } from '../../gql/graphql.ts';
import { meMock, settingsMock } from '../../test/console-mocks.ts';
import { renderApp } from '../../test/render-app.tsx';
import { MEDIA_LIST_EMPTY, MediaLibraryPage } from './media-library-page.tsx';
import { mediaItem, mediaPage } from './media-test-data.ts';

const ITEMS = [mediaItem('1', 'welcome'), mediaItem('2', 'lunch-menu'), mediaItem('3', 'summer-sale')];

function listMock(variables: Record<string, unknown>, items = ITEMS, maxUsageCount = 1): MockLink.MockedResponse {
  return {
    request: { query: MediaListQueryDocument, variables },
    result: { data: { mediaList: mediaPage(items) } },
    maxUsageCount,
  };
}

function renderPage(mocks: MockLink.MockedResponse[], permissions?: string[]) {
  renderApp(<MediaLibraryPage />, {
    mocks: [meMock(permissions), settingsMock, ...mocks],
    at: '/media',
    path: '/media',
  });
  return userEvent.setup();
}

const grid = () => screen.findByRole('list', { name: 'Media items' });

describe('media library', () => {
  it('adds the session tags to the query and shows the grid', async () => {
    localStorage.setItem('session_tags', JSON.stringify(['#lobby', '#branch-7']));
    renderPage([listMock({ page: 1, pageSize: 25, tags: ['lobby', 'branch-7'] })]);
    const list = await grid();
    const card = within(list).getByRole('article', { name: 'welcome' });
    expect(within(card).getByRole('link', { name: 'welcome' }).getAttribute('href')).toBe('/media/1');
    expect(within(card).getByText('1st Mar 2025 · 10:05')).toBeTruthy();
    expect(within(card).getByText('Image')).toBeTruthy();
    expect(within(card).getByRole('group', { name: 'Tags of welcome' }).textContent).toBe('lobby');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/Showing 1–3 of 3 items/)).toBeTruthy();
  });

  it('asks before deleting the selected items, in the words of the spec, then deletes them', async () => {
    const user = renderPage([
      listMock({ page: 1, pageSize: 25 }),
      {
        request: { query: DeleteMediaItemsMutationDocument, variables: { ids: ['1', '3'] } },
        result: { data: { deleteMediaItems: ['1', '3'] } },
      },
      listMock({ page: 1, pageSize: 25 }, ITEMS.slice(1, 2)),
    ]);
    await grid();
    const remove = screen.getByRole('button', { name: 'Delete selected' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select welcome' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select summer-sale' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Are you sure you want to delete these 2 media items?');
    expect(question.textContent).toContain(MEDIA_MESSAGES.confirmBulkDelete(2));
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Media Items successfully deleted.');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'welcome' })).toBeNull());
    expect(screen.getByRole('article', { name: 'lunch-menu' })).toBeTruthy();
  });

  it('selects every item of the page at once', async () => {
    const user = renderPage([listMock({ page: 1, pageSize: 25 })]);
    await grid();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('button', { name: 'Delete selected (3)' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select lunch-menu' }));
    expect((screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement).indeterminate).toBe(
      true,
    );
  });

  it('hides upload and delete from a user who may not edit media', async () => {
    renderPage([listMock({ page: 1, pageSize: 25 })], ['view media']);
    await grid();
    expect(screen.queryByRole('button', { name: 'Upload media' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
  });

  it('filters by type and format', async () => {
    const user = renderPage([
      listMock({ page: 1, pageSize: 25 }),
      {
        request: {
          query: MediaListQueryDocument,
          variables: { page: 1, pageSize: 25, mediaType: 'video' },
        },
        result: { data: { mediaList: mediaPage([mediaItem('9', 'intro', { mediaFormat: 'mp4' })]) } },
      },
    ]);
    await grid();
    const format = screen.getByLabelText('Format') as HTMLSelectElement;
    expect([...format.options].map((o) => o.value)).toContain('ttf');
    await user.selectOptions(screen.getByLabelText('Media type'), 'video');
    expect([...format.options].map((o) => o.value)).toEqual(['', 'mp4', 'mpeg', 'avi', 'flv', '3gp', 'wmv']);
    await screen.findByRole('article', { name: 'intro' });
    expect(within(screen.getByRole('article', { name: 'intro' })).getByText('Video')).toBeTruthy();
  });

  it('invites to upload when the library is empty', async () => {
    renderPage([listMock({ page: 1, pageSize: 25 }, [])]);
    await screen.findByText(MEDIA_LIST_EMPTY.nothingYet);
    expect(MEDIA_LIST_EMPTY.nothingYet).toBe('No media yet. Upload some.');
    expect(await screen.findByRole('button', { name: 'Upload media' })).toBeTruthy();
  });

  it('says when the filters hide everything', async () => {
    localStorage.setItem('session_tags', JSON.stringify(['#nowhere']));
    renderPage([listMock({ page: 1, pageSize: 25, tags: ['nowhere'] }, [])]);
    await screen.findByText(MEDIA_LIST_EMPTY.noMatches);
    expect(screen.queryByText(MEDIA_LIST_EMPTY.nothingYet)).toBeNull();
  });
});
