import { type Static, Type } from 'typebox';
import { areaOperations } from './area-operations.ts';
import { StringEnum } from './schema.ts';

export const ConsoleSettings = Type.Object(
  {
    display_time_zone: Type.String({ description: 'e.g. "+02:00" or "Europe/Berlin".' }),
    max_upload_bytes: Type.Integer(),
  },
  { description: 'The installation settings.' },
);
export type ConsoleSettings = Static<typeof ConsoleSettings>;

export const systemOperations = areaOperations(['system'], {
  getConsoleSettings: {
    method: 'GET',
    path: '/settings/console',
    summary: 'The display time zone of dates and the largest accepted upload. Public: the sign-in page uses them.',
    response: { 200: ConsoleSettings },
  },
  getHealth: {
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database reachability.',
    response: {
      200: Type.Object({ status: StringEnum(['ok']) }, { description: 'The service and its database answer.' }),
    },
  },
});
