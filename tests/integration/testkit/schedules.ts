import type { AnswerOf } from '@signage/contract/api';
import type { PlayerCredentials } from '@signage/contract/players';
import type {
  DeviceNowPlaying,
  DeviceSchedules,
  DeviceScreen,
  Schedule,
  ScheduleWrite,
  scheduleOperations,
} from '@signage/contract/schedules';
import { rest } from './rest.ts';

/** One typed call per schedules operation; each answers { status, body } (body.msg on refusal). */
type Answer<T> = Promise<{ status: number; headers: Headers; body: T & { msg?: string } }>;
type Saved = AnswerOf<typeof scheduleOperations.createSchedule>;

export const createSchedule = (api: string, token: string, body: Partial<ScheduleWrite> | unknown): Answer<Saved> =>
  rest(api, token, 'POST', '/schedules/', body);

export const updateSchedule = (api: string, token: string, id: number, body: Partial<ScheduleWrite>): Answer<Saved> =>
  rest(api, token, 'PUT', `/schedules/${id}`, body);

export const deleteSchedule = (
  api: string,
  token: string,
  id: number,
): Answer<AnswerOf<typeof scheduleOperations.deleteSchedule>> => rest(api, token, 'DELETE', `/schedules/${id}`);

export const getSchedule = (api: string, token: string, id: number): Answer<Schedule> =>
  rest(api, token, 'GET', `/schedules/${id}`);

export const listSchedules = (
  api: string,
  token: string,
  query = '',
): Answer<AnswerOf<typeof scheduleOperations.listSchedules>> => rest(api, token, 'GET', `/schedules/${query}`);

export const deviceSchedules = (api: string, token: string, deviceId: number, query = ''): Answer<DeviceSchedules> =>
  rest(api, token, 'GET', `/schedules/for_device/${deviceId}${query}`);

export const deviceNowPlaying = (api: string, token: string, deviceId: number, query = ''): Answer<DeviceNowPlaying> =>
  rest(api, token, 'GET', `/schedules/now_playing/${deviceId}${query}`);

/** What these devices have on screen now, as the dashboard cards ask. */
export const devicesOnScreen = (
  api: string,
  token: string,
  deviceIds: number[],
): Answer<{ on_screen: DeviceScreen[] }> =>
  rest(api, token, 'GET', `/schedules/on_screen?${deviceIds.map((id) => `ids=${id}`).join('&')}`);

/** The same call as a player makes it, with its own credentials (for_device, or now_playing). */
export async function playerDeviceSchedules(
  api: string,
  credentials: PlayerCredentials,
  deviceId: number,
  query = '',
  route: 'for_device' | 'now_playing' = 'for_device',
) {
  const response = await fetch(`${api}/api/schedules/${route}/${deviceId}${query}`, {
    headers: { authorization: `Player ${credentials.device_key}:${credentials.player_secret}` },
  });
  return { status: response.status, body: (await response.json()) as DeviceSchedules & { msg?: string } };
}

/** A schedule body for a layout: every day of the range, no day part, unless `more` says otherwise. */
export function scheduleBody(
  layoutId: number,
  tags: string[],
  start: string,
  end: string,
  more: Partial<ScheduleWrite> & { dow?: number; day_part?: boolean } = {},
): ScheduleWrite {
  const { dow, day_part, ...rest } = more;
  return { layout_id: layoutId, tags, timer: { start, end, dow: dow ?? 127, day_part: day_part ?? false }, ...rest };
}
