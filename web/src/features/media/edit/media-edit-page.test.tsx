import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { notFoundText } from '../../../components/load-error.tsx';
import {
  DeleteMediaMutationDocument,
  MediaEditQueryDocument,
  UpdateMediaMutationDocument,
} from '../../../gql/graphql.ts';
import { meMock, settingsMock } from '../../../test/console-mocks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { MediaEditPage } from './media-edit-page.tsx';

const media = {
  __typename: 'Media',
  id: '5',
  name: 'welcome',
  mediaFormat: 'png',
  mimeType: 'image/png',
  size: 69_530,
  width: 1920,
  height: 1080,
  duration: null,
  metadata: { __typename: 'MediaTrackMetadata', title: null, artist: null, album: null, year: null },
  originalName: 'welcome.png',
  dateCreated: '2025-03-01T08:05:00Z',
  dateUpdated: '2025-03-02T09:30:00Z',
  thumbnailUrl: '/api/media/5/thumb?s=1',
  thumbnailHqUrl: '/api/media/5/thumb?hq=1&s=1',
  downloadUrl: '/api/media/5/download?expires=1&signature=abc',
  tags: [{ __typename: 'Tag', name: 'lobby', color: 'red', foregroundColor: null }],
  usedBy: { __typename: 'MediaUsage', total: 0, layouts: [] },
};

/** The same item used by two layouts, one of them hidden from the user by forced tags. */
const used = {
  ...media,
  usedBy: {
    __typename: 'MediaUsage',
    total: 2,
    layouts: [{ __typename: 'MediaUsageLayout', id: '31', name: 'Lobby screen', template: false }],
  },
};

const loaded: MockLink.MockedResponse = {
  request: { query: MediaEditQueryDocument, variables: { id: '5' } },
  result: { data: { media } },
  maxUsageCount: 5,
};

function renderPage(mocks: MockLink.MockedResponse[], permissions?: string[]) {
  renderApp(<MediaEditPage />, {
    mocks: [meMock(permissions), settingsMock, ...mocks],
    at: '/media/5',
    path: '/media/:id',
    routes: { '/media': <h1>Media list</h1> },
  });
  return userEvent.setup();
}

describe('media edit', () => {
  it('shows the preview, the download link and the details', async () => {
    renderPage([loaded]);
    await screen.findByRole('heading', { name: 'welcome', level: 1 });
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe(media.downloadUrl);
    expect(download.getAttribute('download')).toBe('welcome.png');
    expect(screen.getByRole('img', { name: 'Preview of welcome' }).getAttribute('src')).toBe(media.thumbnailHqUrl);
    expect(screen.getByRole('button', { name: 'View full screen' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Details' });
    for (const text of ['Image', 'PNG', 'image/png', '67.9 KB', '1920 x 1080', 'welcome.png', '1st Mar 2025 10:05']) {
      expect(within(details).getByText(text)).toBeTruthy();
    }
    expect(screen.queryByRole('region', { name: 'Replace touch app' })).toBeNull();
  });

  it('renames and retags: "Media object successfully updated"', async () => {
    const user = renderPage([
      loaded,
      {
        request: {
          query: UpdateMediaMutationDocument,
          variables: { id: '5', name: 'Welcome screen', tags: ['lobby', 'foyer'] },
        },
        result: {
          data: {
            updateMedia: {
              ...media,
              name: 'Welcome screen',
              tags: [...media.tags, { __typename: 'Tag', name: 'foyer', color: null, foregroundColor: null }],
            },
          },
        },
      },
    ]);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Welcome screen');
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), '#foyer{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Media object successfully updated');
    await screen.findByRole('heading', { name: 'Welcome screen', level: 1 });
  });

  it('needs a name', async () => {
    const user = renderPage([loaded]);
    await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
  });

  it('shows a refused save as "Error: {msg}"', async () => {
    const user = renderPage([
      loaded,
      {
        request: { query: UpdateMediaMutationDocument, variables: { id: '5', name: 'welcome', tags: ['lobby'] } },
        result: { errors: [new GraphQLError('Tag list too long.', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    await screen.findByRole('textbox', { name: 'Name' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByText('Error: Tag list too long.');
    // A warning, not a danger (spec 02 §8).
    expect(notice.closest('[data-notification-type]')?.getAttribute('data-notification-type')).toBe('warning');
  });

  it('deletes after "Are you sure you want to DELETE this Media Object?" and goes back to the list', async () => {
    const user = renderPage([
      loaded,
      {
        request: { query: DeleteMediaMutationDocument, variables: { id: '5' } },
        result: { data: { deleteMedia: '5' } },
      },
    ]);
    await screen.findByRole('heading', { name: 'welcome', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Are you sure you want to DELETE this Media Object?');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Media item successfully deleted.');
    await screen.findByRole('heading', { name: 'Media list' });
  });

  it('names the layouts without linking them for a user whose layout editor would refuse them', async () => {
    renderPage([
      { request: { query: MediaEditQueryDocument, variables: { id: '5' } }, result: { data: { media: used } } },
    ]);
    await screen.findByRole('heading', { name: 'welcome', level: 1 });
    // The page's Delete shows once the user's rights are in; the used-by list reads the same answer.
    await screen.findByRole('button', { name: 'Delete' });
    const usedBy = screen.getByRole('region', { name: 'Used by layouts' });
    expect(within(usedBy).getByText('Lobby screen')).toBeTruthy();
    expect(within(usedBy).queryByRole('link')).toBeNull();
  });

  it('lists the layouts that use it and names them in the delete confirmation', async () => {
    const user = renderPage(
      [{ request: { query: MediaEditQueryDocument, variables: { id: '5' } }, result: { data: { media: used } } }],
      ['view media', 'edit media', 'view layouts'],
    );
    await screen.findByRole('heading', { name: 'welcome', level: 1 });
    const usedBy = screen.getByRole('region', { name: 'Used by layouts' });
    expect(within(usedBy).getByRole('link', { name: 'Lobby screen' }).getAttribute('href')).toBe('/layouts/31/layout');
    expect(within(usedBy).getByText('And 1 layout you cannot see.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(
      'Are you sure you want to DELETE this Media Object? It is used by 2 layouts: Lobby screen, 1 you cannot see.',
    );
  });

  it('is read-only for a user who may not edit media', async () => {
    renderPage([loaded], ['view media']);
    await screen.findByRole('heading', { name: 'welcome', level: 1 });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download' })).toBeTruthy();
  });

  it('says so when the item does not exist', async () => {
    renderPage([
      {
        request: { query: MediaEditQueryDocument, variables: { id: '5' } },
        result: { errors: [new GraphQLError('Media 5 not found.', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    await screen.findByText(notFoundText('media item'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to media' })).toBeTruthy());
  });
});
