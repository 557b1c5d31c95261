import { type Static, Type } from 'typebox';
import { operation, StringEnum } from './schema.ts';

export const ConsoleSettings = Type.Object(
  {
    display_time_zone: Type.String({ description: 'e.g. "+02:00" or "Europe/Berlin".' }),
    max_upload_bytes: Type.Integer(),
  },
  { description: 'The installation settings.' },
);
export type ConsoleSettings = Static<typeof ConsoleSettings>;

export const systemOperations = {
  getConsoleSettings: operation({
    method: 'GET',
    path: '/settings/console',
    operationId: 'getConsoleSettings',
    summary: 'The display time zone of dates and the largest accepted upload. Public: the sign-in page uses them.',
    tags: ['system'],
    response: { 200: ConsoleSettings },
  }),
  getHealth: operation({
    method: 'GET',
    path: '/health',
    operationId: 'getHealth',
    summary: 'Liveness and database reachability.',
    tags: ['system'],
    response: {
      200: Type.Object({ status: StringEnum(['ok']) }, { description: 'The service and its database answer.' }),
    },
  }),
};
