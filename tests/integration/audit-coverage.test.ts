import { TAG_COLOURS } from '@signage/domain/tags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_EXEMPT } from '../../api/src/kit/audit-exempt.ts';
import { loginChallenge, secondFactor, totpCode } from './testkit/account.ts';
import { latestEntry } from './testkit/audit.ts';
import { activateDevice, registerPlayer } from './testkit/devices.ts';
import { createLayout, layoutBody } from './testkit/layouts.ts';
import { signedLicence, uploadLicence } from './testkit/licence.ts';
import { png, upload } from './testkit/media.ts';
import { rest, restLogin } from './testkit/rest.ts';
import { scheduleBody } from './testkit/schedules.ts';
import { ADMIN_PASSWORD, createUser, startTestStack, type TestStack } from './testkit/stack.ts';
import { createTagMetadata, hoursClosedOn } from './testkit/tag-metadata.ts';

/**
 * Every write operation of the OpenAPI document leaves an audit entry named after it, or is exempt with a reason
 * (api/src/kit/audit-exempt.ts). A new write route fails here until it is called below: the hook audits it
 * without its author doing anything, and this proves it.
 */
let stack: TestStack;
let token: string;
let userId: number;
const ids: Record<string, number> = {};

type Call = () => Promise<{ status: number; body?: unknown }>;

/** The first value of `key` anywhere in an answer: ids sit at the top or inside the created record. */
function idOf(body: unknown, key: string): number {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record[key] === 'number') return record[key] as number;
    for (const value of Object.values(record)) {
      const found = idOf(value, key);
      if (found) return found;
    }
  }
  return 0;
}

/** A second user's account flows: their own session, two-factor and password. */
const SECOND = { username: 'audited-account', password: 'Audited-pass-2', changed: 'Audited-pass-3' };
const second: { token?: string; secret?: string; recovery?: string[] } = {};

async function uploadPng(name: string) {
  const answer = await upload(stack.apiUrl, token, [{ name, data: await png(64, 48) }], ['a']);
  if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (answer.body.media![0]!.media as { media_id: number }).media_id;
}

// In order: later calls use what earlier ones made (the ids record).
const CALLS: Record<string, Call> = {
  login: async () => {
    const answer = await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD);
    return answer;
  },
  registerPlayer: async () => {
    const player = await registerPlayer(stack.apiUrl);
    ids.deviceKey = player.device_key as unknown as number;
    return { status: 200 };
  },
  activateDevice: async () => {
    const answer = await activateDevice(stack.apiUrl, token, ids.deviceKey as unknown as string);
    ids.device = answer.body.device_id;
    return answer;
  },
  updateDevice: () => rest(stack.apiUrl, token, 'PUT', `/devices/${ids.device}`, { name: 'Audited device' }),
  createVenue: async () => {
    const answer = await rest(stack.apiUrl, token, 'POST', '/venues/', { name: 'Audited venue', time_zone: 'UTC' });
    ids.venue = answer.body.venue.venue_id;
    return answer;
  },
  updateVenue: () => rest(stack.apiUrl, token, 'PUT', `/venues/${ids.venue}`, { time_zone: 'Asia/Tokyo' }),
  setVenueDevices: () => rest(stack.apiUrl, token, 'PUT', `/venues/${ids.venue}/devices`, { devices: [ids.device] }),
  // A follower joins and the device becomes the sync master: then there is someone to resync.
  resyncVenue: async () => {
    const follower = await registerPlayer(stack.apiUrl);
    const activated = await activateDevice(stack.apiUrl, token, follower.device_key);
    const devices = [ids.device, activated.body.device_id];
    await rest(stack.apiUrl, token, 'PUT', `/venues/${ids.venue}/devices`, { devices });
    await rest(stack.apiUrl, token, 'PUT', `/venues/${ids.venue}`, { sync_master_device_id: ids.device });
    return rest(stack.apiUrl, token, 'POST', `/venues/${ids.venue}/resync`);
  },
  createCampaign: async () => {
    const answer = await rest(stack.apiUrl, token, 'POST', '/campaigns/', {
      code: 'AUD',
      name: 'Audited campaign',
      runs: [{ timer: { start: '2030-01-01T00:00', end: '2030-01-07T23:59' } }],
    });
    ids.campaign = answer.body.campaign.campaign_id;
    ids.campaignRun = answer.body.campaign.runs[0].campaign_run_id;
    return answer;
  },
  updateCampaign: () => rest(stack.apiUrl, token, 'PUT', `/campaigns/${ids.campaign}`, { name: 'Audited 2' }),
  setRunVenues: () =>
    rest(stack.apiUrl, token, 'PUT', `/campaigns/${ids.campaign}/runs/${ids.campaignRun}/venues`, {
      venues: [ids.venue],
    }),
  deleteCampaign: () => rest(stack.apiUrl, token, 'DELETE', `/campaigns/${ids.campaign}`),
  deleteVenue: () => rest(stack.apiUrl, token, 'DELETE', `/venues/${ids.venue}`),
  recordDeviceCommand: () => rest(stack.apiUrl, token, 'POST', `/devices/${ids.device}/commands`, { command: 'echo' }),
  uploadMedia: async () => {
    ids.media = await uploadPng('one.png');
    return { status: 201 };
  },
  updateMedia: () => rest(stack.apiUrl, token, 'PUT', `/media/${ids.media}`, { name: 'Renamed' }),
  deleteMedia: () => rest(stack.apiUrl, token, 'DELETE', `/media/${ids.media}`),
  deleteMediaItems: async () => rest(stack.apiUrl, token, 'DELETE', '/media/', { ids: [await uploadPng('two.png')] }),
  createTagGroup: async () => {
    const answer = await rest(stack.apiUrl, token, 'POST', '/tag_groups/', { name: 'Audited', color: TAG_COLOURS[0] });
    ids.tagGroup = answer.body.tag_group.tag_group_id;
    return answer;
  },
  updateTagGroup: () =>
    rest(stack.apiUrl, token, 'PUT', `/tag_groups/${ids.tagGroup}`, { name: 'Audited 2', color: TAG_COLOURS[1] }),
  deleteTagGroup: () => rest(stack.apiUrl, token, 'DELETE', `/tag_groups/${ids.tagGroup}`),
  createSavedSearch: async () => {
    const answer = await rest(stack.apiUrl, token, 'POST', '/saved_searches/', { name: 'Mine', query: {} });
    ids.savedSearch = answer.body.saved_search_id;
    return answer;
  },
  deleteSavedSearch: () => rest(stack.apiUrl, token, 'DELETE', `/saved_searches/${ids.savedSearch}`),
  createLayout: async () => {
    const answer = await createLayout(stack.apiUrl, token, layoutBody([], { name: 'Audited layout', tags: ['a'] }));
    ids.layout = answer.body.layout_id;
    return answer;
  },
  updateLayout: () => rest(stack.apiUrl, token, 'PUT', `/layouts/${ids.layout}`, { name: 'Audited layout 2' }),
  cloneLayout: async () => {
    const answer = await rest(stack.apiUrl, token, 'POST', `/layouts/${ids.layout}/clone`, { template: true });
    ids.template = answer.body.layout_id;
    return answer;
  },
  generateLayout: () => rest(stack.apiUrl, token, 'POST', `/layouts/${ids.template}/generate`, {}),
  createSchedule: async () => {
    const body = scheduleBody(ids.layout!, ['a'], '2030-01-01T00:00', '2030-01-02T00:00');
    const answer = await rest(stack.apiUrl, token, 'POST', '/schedules/', body);
    ids.schedule = answer.body.schedule.schedule_id;
    return answer;
  },
  updateSchedule: () => rest(stack.apiUrl, token, 'PUT', `/schedules/${ids.schedule}`, { tags: ['a', 'b'] }),
  deleteSchedule: () => rest(stack.apiUrl, token, 'DELETE', `/schedules/${ids.schedule}`),
  updateTagObjects: () =>
    rest(stack.apiUrl, token, 'PUT', '/tag_objects/', {
      objects: [{ type: 'layout', object_id: ids.layout }],
      add_tags: ['bulk'],
    }),
  deleteTagObjects: () =>
    rest(stack.apiUrl, token, 'DELETE', '/tag_objects/', { objects: [{ type: 'layout', object_id: ids.template }] }),
  deleteLayout: () => rest(stack.apiUrl, token, 'DELETE', `/layouts/${ids.layout}`),
  createDataSource: async () => {
    const answer = await rest(stack.apiUrl, token, 'POST', '/data_sources/', {
      name: 'Prices',
      url: 'https://example.com/prices.csv',
    });
    ids.dataSource = answer.body.data_source_id;
    return answer;
  },
  updateDataSource: () => rest(stack.apiUrl, token, 'PUT', `/data_sources/${ids.dataSource}`, { name: 'Prices 2' }),
  deleteDataSource: () => rest(stack.apiUrl, token, 'DELETE', `/data_sources/${ids.dataSource}`),
  createWidgetAuth: async () => {
    const answer = await rest(stack.apiUrl, token, 'POST', '/widgets/auth/', {
      name: 'Timeline',
      widget_type: 'twitter-timeline',
      widget_auth_token: { token: 'secret' },
    });
    ids.widgetAuth = answer.body.widget_auth_id;
    return answer;
  },
  updateWidgetAuth: () => rest(stack.apiUrl, token, 'PUT', `/widgets/auth/${ids.widgetAuth}`, { name: 'Timeline 2' }),
  updateUser: () => rest(stack.apiUrl, token, 'PUT', `/users/${userId}`, { first_name: 'Audited' }),
  setUserPermissions: () =>
    rest(stack.apiUrl, token, 'PUT', `/users/${userId}/permissions`, { permissions: ['view media'] }),
  deleteDevice: () => rest(stack.apiUrl, token, 'DELETE', `/devices/${ids.device}`),
  createUser: async () => {
    const answer = await rest(stack.apiUrl, token, 'POST', '/users/', {
      username: 'made@example.com',
      password: 'Made-pass-12',
    });
    ids.madeUser = idOf(answer.body, 'user_id');
    return answer;
  },
  deleteUser: () => rest(stack.apiUrl, token, 'DELETE', `/users/${ids.madeUser}`),
  createTagMetadata: async () => {
    const answer = await createTagMetadata(stack.apiUrl, token, { category: 'trading hours', json: hoursClosedOn() });
    ids.tagMetadata = idOf(answer.body, 'tagmetadata_id');
    return answer;
  },
  updateTagMetadata: () =>
    rest(stack.apiUrl, token, 'PUT', `/tagmetadata/${ids.tagMetadata}`, { description: 'Audited hours' }),
  deleteTagMetadata: () => rest(stack.apiUrl, token, 'DELETE', `/tagmetadata/${ids.tagMetadata}`),
  createAudioPlaylist: async () => {
    const answer = await rest(stack.apiUrl, token, 'POST', '/audio_playlists/', { name: 'Audited music', tags: ['a'] });
    ids.audioPlaylist = idOf(answer.body, 'audio_playlist_id');
    return answer;
  },
  updateAudioPlaylist: () =>
    rest(stack.apiUrl, token, 'PUT', `/audio_playlists/${ids.audioPlaylist}`, { name: 'Audited songs' }),
  cloneAudioPlaylist: async () => {
    const answer = await rest(stack.apiUrl, token, 'POST', `/audio_playlists/${ids.audioPlaylist}/clone`);
    ids.audioPlaylistCopy = idOf(answer.body, 'audio_playlist_id');
    return answer;
  },
  deleteAudioPlaylist: () => rest(stack.apiUrl, token, 'DELETE', `/audio_playlists/${ids.audioPlaylistCopy}`),
  createApiToken: async () => {
    const answer = await rest(stack.apiUrl, token, 'POST', '/account/api_tokens/', {
      name: 'Audited token',
      read_only: true,
      permissions: [],
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    ids.apiToken = idOf(answer.body, 'api_token_id');
    return answer;
  },
  revokeApiToken: () => rest(stack.apiUrl, token, 'DELETE', `/account/api_tokens/${ids.apiToken}`),
  endSession: async () => {
    await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD);
    const listed = await rest(stack.apiUrl, token, 'GET', '/account/sessions/');
    const other = (listed.body.sessions as { session_id: string; current: boolean }[]).find((s) => !s.current);
    return rest(stack.apiUrl, token, 'DELETE', `/account/sessions/${other?.session_id}`);
  },
  startTwoFactorEnrolment: async () => {
    second.token = (await restLogin(stack.apiUrl, SECOND.username, SECOND.password)).body.auth_token!;
    const answer = await rest(stack.apiUrl, second.token, 'POST', '/account/two_factor/enrolment');
    second.secret = answer.body.secret as string;
    return answer;
  },
  confirmTwoFactor: async () => {
    const answer = await rest(stack.apiUrl, second.token, 'POST', '/account/two_factor/confirmation', {
      code: await totpCode(second.secret!),
    });
    second.recovery = answer.body.recovery_codes as string[];
    return answer;
  },
  // A recovery code: the app's current code was just spent on the confirmation.
  loginSecondFactor: async () => {
    const challenge = await loginChallenge(stack.apiUrl, SECOND.username, SECOND.password);
    const answer = await secondFactor(stack.apiUrl, challenge, second.recovery![0]!);
    second.token = answer.body.auth_token as string;
    return answer;
  },
  disableTwoFactor: () =>
    rest(stack.apiUrl, second.token, 'POST', '/account/two_factor/disable', { password: SECOND.password }),
  setTwoFactorRequirement: () => rest(stack.apiUrl, token, 'PUT', '/system/two_factor', { required: false }),
  uploadLicence: () => uploadLicence(stack.apiUrl, token, signedLicence(100, 365)),
  changePassword: () =>
    rest(stack.apiUrl, second.token, 'PUT', '/account/password', {
      current_password: SECOND.password,
      new_password: SECOND.changed,
    }),
  endAllSessions: () => rest(stack.apiUrl, second.token, 'POST', '/account/sessions/end_all'),
  resetPassword: async () => {
    const response = await fetch(`${stack.apiUrl}/api/reset-password`, {
      method: 'POST',
      headers: { username: SECOND.username },
    });
    return { status: response.status, body: await response.json() };
  },
  logout: async () => {
    const other = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token;
    return rest(stack.apiUrl, other, 'POST', '/logout');
  },
};

beforeAll(async () => {
  stack = await startTestStack();
  token = (await restLogin(stack.apiUrl, 'admin', ADMIN_PASSWORD)).body.auth_token!;
  userId = await createUser(stack, { username: 'audited-user', password: 'Audited-pass-1' });
  await createUser(stack, { username: SECOND.username, password: SECOND.password });
  // A shared machine under load can take more than the default minute to start a stack.
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

describe('audit coverage', () => {
  it('every write operation of the OpenAPI document is called here or exempt with a reason', async () => {
    const document = (await (await fetch(`${stack.apiUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const writes = Object.values(document.paths).flatMap((item) =>
      Object.entries(item)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([, operation]) => operation.operationId),
    );
    expect(writes.length).toBeGreaterThan(30);
    const unaccounted = writes.filter((id) => !(id in CALLS) && !(id in AUDIT_EXEMPT));
    expect(unaccounted).toEqual([]);
    // No stale names: each call and exemption is an operation the api serves.
    expect([...Object.keys(CALLS), ...Object.keys(AUDIT_EXEMPT)].filter((id) => !writes.includes(id))).toEqual([]);
  });

  it.each(Object.keys(CALLS))('%s leaves an audit entry named after it', async (operationId) => {
    const before = (await latestEntry(stack.apiUrl, token))?.audit_id ?? 0;
    const answer = await CALLS[operationId]!();
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    const entry = await latestEntry(stack.apiUrl, token, { action_id: operationId });
    expect(entry?.audit_id).toBeGreaterThan(before);
  });
});
