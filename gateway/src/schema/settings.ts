import type { ConsoleSettings as RestConsoleSettings } from '@signage/contract/settings';
import { builder } from '../builder.ts';

const ConsoleSettingsType = builder.objectRef<RestConsoleSettings>('ConsoleSettings').implement({
  description: 'Installation settings the console follows.',
  fields: (t) => ({
    displayTimeZone: t.exposeString('display_time_zone', {
      description: 'Dates are shown in this zone: an offset such as +02:00, or an IANA zone.',
    }),
    maxUploadBytes: t.float({ resolve: (s) => s.max_upload_bytes, description: 'Largest accepted file, in bytes.' }),
    mediaUploadPath: t.string({
      description:
        'Where media files are uploaded: POST multipart/form-data with `file` parts and a `json` part {"tags": [...]}, bearer token in Authorization. Streamed through the gateway to the REST service; one answer per file.',
      resolve: () => '/api/media/',
    }),
    dataSourceCreatePath: t.string({
      description:
        'Where a local data source is created together with its CSV, in one transaction: POST multipart/form-data with a `json` part (the fields of createDataSource, snake_case) and one `file` part, bearer token in Authorization; 201 with the source, or 422 with `msg` and nothing saved.',
      resolve: () => '/api/data_sources/',
    }),
  }),
});

builder.queryField('consoleSettings', (t) =>
  t.field({
    type: ConsoleSettingsType,
    resolve: (_root, _args, ctx) => ctx.rest.get('/settings/console'),
  }),
);
