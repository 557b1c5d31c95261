import { createCampaign } from '../testkit/campaigns.ts';
import { createDataSource, createWidgetAuth } from '../testkit/data-sources.ts';
import { seedDevice } from '../testkit/devices.ts';
import { createLayout, layoutBody } from '../testkit/layouts.ts';
import { png, upload } from '../testkit/media.ts';
import { rest } from '../testkit/rest.ts';
import { createSchedule, scheduleBody } from '../testkit/schedules.ts';
import { createTagGroup, saveSearch } from '../testkit/search.ts';
import { createUser, type TestStack } from '../testkit/stack.ts';
import { createVenue } from '../testkit/venues.ts';
import type { ObjectKind } from './table.ts';

/** The tag every seeded object carries; the outsider's forced tag is another. */
export const BOARD = 'matrix-board';

// biome-ignore lint/suspicious/noExplicitAny: the seeding answers are read only for their ids.
const must = (what: string, answer: { status: number; body: any }) => {
  if (answer.status >= 300) throw new Error(`seeding ${what}: ${answer.status} ${answer.body?.msg}`);
  return answer.body;
};

/** One object of each kind, made by the administrator and tagged BOARD (where the kind has tags). */
export async function seedObjects(stack: TestStack, admin: string): Promise<Record<ObjectKind, number>> {
  const api = stack.apiUrl;
  const user = await createUser(stack, { username: 'matrix-target', password: 'Matrix-Pass-1' });
  await stack.db
    .updateTable('users')
    .set({ tags: [BOARD] })
    .where('user_id', '=', user)
    .execute();
  const group = must('tag group', await createTagGroup(stack, admin, { name: 'matrix-group', color: 'default green' }));
  const saved = must('saved search', await saveSearch(stack, admin, 'matrix-search', { tags: [BOARD] }));
  const uploaded = await upload(api, admin, [{ name: 'matrix.png', data: await png(16, 16) }], [BOARD]);
  const { deviceId } = await seedDevice(stack, admin, { tags: [BOARD] });
  const source = must('data source', await createDataSource(api, admin, { name: 'matrix-source', tags: [BOARD] }));
  const auth = must(
    'widget auth',
    await createWidgetAuth(api, admin, {
      name: 'matrix-auth',
      widget_type: 'twitter-timeline',
      widget_auth_token: { token: 'matrix-token' },
      tags: [BOARD],
    }),
  );
  const layout = must(
    'layout',
    await createLayout(api, admin, layoutBody([], { name: 'matrix-layout', tags: [BOARD] })),
  );
  const schedule = must(
    'schedule',
    await createSchedule(api, admin, scheduleBody(layout.layout_id, [BOARD], '2030-01-01T09:00', '2030-01-01T10:00')),
  );
  const playlist = must(
    'audio playlist',
    await rest(api, admin, 'POST', '/audio_playlists/', { name: 'matrix-playlist', tags: [BOARD] }),
  );
  const venue = must('venue', await createVenue(api, admin, { name: 'matrix-venue', time_zone: 'UTC', tags: [BOARD] }));
  const campaign = must(
    'campaign',
    await createCampaign(api, admin, {
      code: 'MATRIX',
      name: 'matrix-campaign',
      tags: [BOARD],
      runs: [{ timer: { start: '2030-01-01T00:00', end: '2030-01-07T23:59' } }],
    }),
  ).campaign;
  // The matrix names a run by the campaign's id ({run_id} in the path): the first campaign's first run.
  if (campaign.runs[0]?.campaign_run_id !== campaign.campaign_id) throw new Error('matrix campaign and run ids differ');
  return {
    campaign: campaign.campaign_id,
    audioPlaylist: playlist.audio_playlist.audio_playlist_id,
    user,
    tagGroup: group.tag_group.tag_group_id,
    savedSearch: saved.saved_search_id,
    media: uploaded.body.media![0]!.media!.media_id,
    device: deviceId,
    dataSource: source.data_source_id,
    widgetAuth: auth.widget_auth_id,
    venue: venue.venue.venue_id,
    layout: layout.layout_id,
    schedule: schedule.schedule.schedule_id,
  };
}
