import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { components, securitySchemes } from '@signage/contract/api';
import { systemOperations } from '@signage/contract/settings';
import { DEFAULT_AUDIT_RETENTION_MONTHS } from '@signage/domain/audit';
import { DEFAULT_DISPLAY_TIME_ZONE, DEFAULT_MAX_UPLOAD_BYTES } from '@signage/domain/constants';
import { MAX_DATA_SOURCE_FILE_BYTES } from '@signage/domain/data-sources/data-source';
import { BODY_TOO_LARGE, LICENCE_PROBLEM_HEADER, MAX_JSON_BODY_BYTES } from '@signage/domain/http';
import { licencePublicKey } from '@signage/domain/licence-key';
import { MESSAGES } from '@signage/domain/messages';
import { DEFAULT_EVENTS_RETENTION_MONTHS } from '@signage/domain/reports';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { audioPlaylistRoutes } from './audio-playlists/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { HashQueue } from './auth/hash-queue.ts';
import { Sessions } from './auth/sessions.ts';
import { DEFAULT_THROTTLE, type ThrottlePolicy } from './auth/throttle.ts';
import { deviceCampaignRuns, recordCampaignPlays } from './campaigns/device-runs.ts';
import { campaignRoutes } from './campaigns/routes.ts';
import { DataSourcePoller, type PollerOptions } from './data-sources/poller.ts';
import { resolveValues } from './data-sources/resolve-routes.ts';
import { dataSourceApi } from './data-sources/routes.ts';
import { DataTableCache } from './data-sources/table-cache.ts';
import type { CacheBus } from './db/cache-bus.ts';
import type { Db } from './db/database.ts';
import { Statistics } from './db/statistics.ts';
import { type Caching, WriteInvalidatedCache } from './db/write-cache.ts';
import type { OverLicence } from './devices/context.ts';
import { liveStateRoutes } from './devices/live-state-routes.ts';
import type { MosquittoRights } from './devices/mosquitto-rights.ts';
import { RegistrationLimit } from './devices/registration-limit.ts';
import { deviceRoutes } from './devices/routes.ts';
import { HttpError } from './errors.ts';
import { dataExceptionMessage, guardInput, MESSAGES_INPUT, malformedUpload } from './input-guard.ts';
import { apiArea } from './kit/area.ts';
import { auditWrites } from './kit/audit-hook.ts';
import { endpoint } from './kit/route.ts';
import { TagRegistry } from './kit/tag-registry.ts';
import { requestValidator } from './kit/validators.ts';
import { layoutContext } from './layouts/context.ts';
import { layoutsArea } from './layouts/plugin.ts';
import type { RenderBudget } from './layouts/thumbnail/render-pool.ts';
import { mediaUsage } from './layouts/usage-routes.ts';
import { lazySerializers } from './lazy-serializers.ts';
import { type InstallationFacts, productVersion } from './licence/installation.ts';
import { isOverLicence, LicenceBook } from './licence/licence-book.ts';
import { licenceRoutes } from './licence/routes.ts';
import type { Mailer } from './mail/mailer.ts';
import { outgoingMailRoutes } from './mail/routes.ts';
import { mediaByIds } from './media/by-ids.ts';
import { type MediaContext, mediaContext } from './media/context.ts';
import { mediaArea } from './media/plugin.ts';
import { UrlSigner } from './media/signing.ts';
import { MediaStorage } from './media/storage.ts';
import { passwordResetRoutes } from './password-reset/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { rssFeedRoutes } from './rss-feeds/routes.ts';
import type { NowPlayingInputs } from './schedules/context.ts';
import { scheduleRoutes } from './schedules/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { sessionChangesRoute } from './session/changes-route.ts';
import { authArea } from './session/plugin.ts';
import { settingsRoutes } from './settings/routes.ts';
import { tagGroupRoutes } from './tag-groups/routes.ts';
import { reconcileDesiredStates } from './tag-metadata/desired-state.ts';
import { tagMetadataRoutes } from './tag-metadata/routes.ts';
import { tagRoutes } from './tags/routes.ts';
import { usersArea } from './users/plugin.ts';
import { validationMessage } from './validation-message.ts';
import { venuesArea } from './venues/plugin.ts';
import { widgetAuthRoutes } from './widget-auths/routes.ts';
import { TokenCipher } from './widget-auths/token-cipher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaContext;
    dataSourcePoller: DataSourcePoller;
  }
}

export interface ApiOptions {
  db: Db;
  /** Media files live under `<dataDir>/media`. */
  dataDir: string;
  /** Largest accepted upload per file (default 2 GiB). */
  maxUploadBytes?: number;
  /** The installation's display time zone for dates in the console, e.g. "+02:00" or "Europe/Berlin". */
  displayTimeZone?: string;
  tokenTtlMs?: number;
  throttle?: ThrottlePolicy;
  logger?: FastifyServerOptions['logger'];
  /**
   * True when this process is the database's only writer (embedded PGlite): cached list totals and pages
   * are then invalidated exactly by its own writes. False for a PostgreSQL server that several instances may share.
   */
  singleWriter?: boolean;
  /** PostgreSQL with several api processes: carries every cache invalidation to the others (caches on). */
  cacheBus?: CacheBus;
  /** Addresses whose X-Forwarded-For is believed (proxy-addr syntax: 'loopback', CIDRs); default loopback. */
  trustedProxies?: string;
  /** Players one client address may register at once (then one more every 10 s); default 60. */
  playerRegistrationBurst?: number;
  /** The broker secret: check-in hands an activated player its broker credentials derived from it. */
  brokerSecret: string;
  brokerRights?: MosquittoRights;
  /**
   * LICENCE_PUBLIC_KEY: the Ed25519 key licence files must be signed with (PEM, or base64 SPKI DER); default the
   * product's. While the installed licence is a problem every answer carries the licence-problem header.
   */
  licencePublicKey?: string;
  /** What the system page says the installation runs on (database and broker, without credentials). */
  installation?: Pick<InstallationFacts, 'database' | 'databaseLocation' | 'broker' | 'brokerUrl'>;
  /** The secret widget auth tokens are encrypted with (AES-256-GCM; the key is derived from it). */
  tokenSecret: string;
  /**
   * The data-source poller: which private hosts it may fetch, its limits, and whether this process polls on a
   * timer (`pollEveryMs`; tests leave it off and call `app.dataSourcePoller.pollDue(now)`).
   */
  dataSources?: PollerOptions & { pollEveryMs?: number };
  /** Layout thumbnail renders: worker threads, and the time and heap one render may take (THUMBNAIL_*). */
  thumbnails?: Partial<RenderBudget>;
  /** Sends the password reset mails (to SMTP_URL or the embedded SMTP server). */
  mailer: Mailer;
  /** PUBLIC_URL: the console's address that links in mails start with; else the origin a request came to. */
  publicUrl?: string;
  /** Months of audit trail kept (AUDIT_RETENTION_MONTHS, default 13, the current month included). */
  auditRetentionMonths?: number;
  /** Months of raw player events kept (EVENTS_RETENTION_MONTHS, default 13, the current month included). */
  eventsRetentionMonths?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Players' own calls (reports, check-ins): they change nothing an operator schedules. */
const PLAYER_ROUTES = '/api/players/';
/** Routes whose writes can change the licence's verdict: devices (licensed, activated, deleted) and the upload. */
const LICENCE_WRITES = /^\/api\/(devices|api_license)\//;

/** Builds the REST service; server.ts only listens. Tests call `app.inject()` or listen on port 0. */
export async function buildApi(options: ApiOptions) {
  const { db, tokenTtlMs = 7 * DAY_MS, throttle = DEFAULT_THROTTLE } = options;
  const cacheBus = options.cacheBus;
  // Caches keep answers only where every write reaches them: a single writer, or writers sharing the bus.
  const caching: Caching = { enabled: (options.singleWriter ?? false) || cacheBus !== undefined, bus: cacheBus };
  const licence = new LicenceBook(db, licencePublicKey(options.licencePublicKey), undefined, cacheBus);
  // Which licensed devices the licence covers, for the device answers (an area that does not import this one).
  const overLicence = async (): Promise<OverLicence> => {
    const cutoff = await licence.seatCutoff();
    return (row) => isOverLicence(row, cutoff);
  };
  const eventsRetentionMonths = options.eventsRetentionMonths ?? DEFAULT_EVENTS_RETENTION_MONTHS;
  const auditRetentionMonths = options.auditRetentionMonths ?? DEFAULT_AUDIT_RETENTION_MONTHS;
  const maxUploadBytes = options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  const storage = new MediaStorage(options.dataDir);
  await storage.init();
  const sessions = new Sessions(db, caching);
  const statistics = new Statistics(db);
  await statistics.analyze();
  const tagRegistry = new TagRegistry(db, undefined, cacheBus);
  const signer = await UrlSigner.load(db);
  // What every area's context holds.
  const core = { db, sessions, tagRegistry };
  // What "what plays now" judges, per device and day (schedules/context.ts): schedules, devices, venues, campaigns
  // and layouts change only through operators' writes, so every one of those drops it (onSend below).
  const nowPlayingInputs = new WriteInvalidatedCache<string, NowPlayingInputs>(caching, 50_000, 'now playing inputs');
  // A device's tags, zone or venue changed: its trading hours, settings and zone may have too (desired state).
  const onDevicesChanged = (ids: number[]) => reconcileDesiredStates(db, displayTimeZone, ids);
  const media = mediaContext({
    ...core,
    storage,
    signer,
    maxUploadBytes,
    statistics,
    caching,
    usage: mediaUsage,
  });
  const tables = new DataTableCache(db);
  const layouts = layoutContext({
    ...core,
    signer: media.signer,
    mediaStorage: storage,
    dataDir: options.dataDir,
    statistics,
    caching,
    // Thumbnails and players' compositions show a data-backed text's cell, as players do (every source).
    thumbnails: { budget: options.thumbnails, resolveDataLinks: (values) => resolveValues({ tables }, values, []) },
  });
  const app = Fastify({
    logger: options.logger ?? false,
    // The gateway (on this machine, or named by TRUSTED_PROXIES) says who the client is in X-Forwarded-For:
    // sign-in limits per address need the person's address, not the gateway's.
    trustProxy: options.trustedProxies ?? 'loopback',
    bodyLimit: MAX_JSON_BODY_BYTES,
    // Audit entries carry the request id: unique across processes and restarts, not Fastify's counter.
    genReqId: () => randomUUID(),
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Text (path, query, headers) is coerced to the contract's types; JSON bodies are not (kit/validators.ts).
  app.setValidatorCompiler(requestValidator);

  // A source's new content redraws the thumbnails and compositions of the layouts that show its cells.
  tables.onStored((dataSourceId) => {
    layouts.thumbnails
      .dataChanged(dataSourceId)
      .catch((error: unknown) => app.log.warn({ err: error, data_source_id: dataSourceId }, 'thumbnails not redrawn'));
  });
  const dataSources = {
    ...core,
    signer,
    tables,
    maxFileBytes: options.dataSources?.maxFileBytes ?? MAX_DATA_SOURCE_FILE_BYTES,
  };
  const poller = new DataSourcePoller(db, { ...options.dataSources, tables });
  app.decorate('media', media);
  app.decorate('dataSourcePoller', poller);
  if (options.dataSources?.pollEveryMs) {
    const every = options.dataSources.pollEveryMs;
    app.addHook('onReady', async () => poller.start(every));
    app.addHook('onClose', async () => poller.stop());
  }
  const displayTimeZone = options.displayTimeZone ?? DEFAULT_DISPLAY_TIME_ZONE;
  // One password-hashing line for sign-ins and password changes alike, so neither can crowd the other out.
  const hashing = new HashQueue();
  // Every area is a plugin taking its context. The search, the tag manager and the tag groups come after every
  // tagged area: they work over the areas registered before them.
  const areas = [
    apiArea(authArea, {
      ...core,
      tokenTtlMs,
      throttle,
      hashing,
      // TOTP secrets are encrypted with the widget tokens' secret, under a key of their own.
      cipher: new TokenCipher(options.tokenSecret, 'two-factor secret'),
    }),
    apiArea(passwordResetRoutes, { ...core, hashing, mailer: options.mailer, publicUrl: options.publicUrl }),
    apiArea(outgoingMailRoutes, core),
    apiArea(usersArea, { ...core, hashing }),
    apiArea(tagRoutes, core),
    apiArea(mediaArea, media),
    apiArea(layoutsArea, layouts),
    apiArea(deviceRoutes, {
      ...core,
      caching,
      brokerSecret: options.brokerSecret,
      brokerRights: options.brokerRights,
      registrationLimit: new RegistrationLimit(options.playerRegistrationBurst),
      onDevicesChanged,
      overLicence,
      campaignPlays: recordCampaignPlays,
    }),
    apiArea(scheduleRoutes, { ...core, displayTimeZone, campaignRuns: deviceCampaignRuns, nowPlayingInputs }),
    apiArea(dataSourceApi, dataSources),
    apiArea(widgetAuthRoutes, { ...core, cipher: new TokenCipher(options.tokenSecret) }),
    apiArea(rssFeedRoutes, {
      ...core,
      signer,
      fetch: {
        allowedHosts: options.dataSources?.allowedHosts,
        timeoutMs: options.dataSources?.timeoutMs ?? 30_000,
        maxBytes: dataSources.maxFileBytes,
      },
    }),
    apiArea(tagMetadataRoutes, { ...core, displayTimeZone }),
    apiArea(audioPlaylistRoutes, { ...core, signer }),
    apiArea(venuesArea, { ...core, displayTimeZone, onDevicesChanged, overLicence }),
    apiArea(campaignRoutes, {
      ...core,
      displayTimeZone,
      mediaOf: (ids, forcedTags) => mediaByIds(media, ids, forcedTags),
    }),
    apiArea(tagGroupRoutes, core),
    apiArea(searchRoutes, { ...core, onDevicesChanged }),
    apiArea(settingsRoutes, { displayTimeZone, maxUploadBytes }),
    apiArea(reportRoutes, { ...core, signer, displayTimeZone, retentionMonths: eventsRetentionMonths }),
    apiArea(auditRoutes, { ...core, retentionMonths: auditRetentionMonths }),
    apiArea(licenceRoutes, {
      ...core,
      licence,
      installation: {
        version: productVersion(),
        database: options.installation?.database ?? 'postgresql',
        databaseLocation: options.installation?.databaseLocation ?? 'unknown',
        broker: options.installation?.broker ?? 'embedded',
        brokerUrl: options.installation?.brokerUrl ?? null,
        eventsRetentionMonths,
        auditRetentionMonths,
      },
    }),
  ];
  for (const schema of components) app.addSchema(schema);
  // Files stream to disk part by part; the limit ends a too-large part early instead of buffering it.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: maxUploadBytes, files: 100, fields: 20, fieldSize: 1024 * 1024 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Signage console REST API',
        version: '1.0.0',
        description:
          'The service of record behind the console. Sign in with POST /api/login (HTTP Basic), then send `Authorization: Bearer <auth_token>`. Every error body carries `msg`.',
      },
      components: { securitySchemes },
    },
    // Components are named by their $id (Media, Device...), so generated clients get those names.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `schema${i}`) },
  });

  app.addHook('onSend', async (request, reply) => {
    // A device write may have licensed, activated or removed a device, an upload installed a licence: this answer
    // already tells what that did to the licence. Players' frequent reports change nothing of it.
    const url = request.routeOptions.url ?? '';
    if (!READS.has(request.method) && reply.statusCode < 400 && LICENCE_WRITES.test(url)) licence.invalidate();
    // A database that cannot be read fails the request on its own; the header only reports a licence problem.
    if (await licence.hasProblem().catch(() => false)) reply.header(LICENCE_PROBLEM_HEADER, 'invalid');
    // A write is answered once the other api processes have been told what it invalidated: the caller's next
    // request, to any of them, reads what it wrote.
    if (!READS.has(request.method) && !url.startsWith(PLAYER_ROUTES)) nowPlayingInputs.invalidate();
    if (!READS.has(request.method)) await cacheBus?.settled();
  });

  guardInput(app);
  // Before any area: every write route of every area is audited (kit/audit-hook.ts).
  auditWrites(app, { db, sessions });
  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    // Errors are sent as plain JSON, never through the route's response schema: a route whose 400 answer has
    // other fields (the upload's per-file list) must still be able to refuse a malformed body.
    const send = (status: number, msg: string, headers: Record<string, string> = {}, more = {}) =>
      reply
        .status(status)
        .headers(headers)
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => JSON.stringify(payload))
        .send({ ...more, msg });
    if (error instanceof HttpError) return send(error.status, error.message, error.headers, error.body());
    if (error.validation) {
      const { validation, validationContext } = error as unknown as { validation: never[]; validationContext?: string };
      return send(422, validationMessage(validation, validationContext));
    }
    if (error.statusCode === 413) return send(413, BODY_TOO_LARGE);
    const dataProblem = dataExceptionMessage(error);
    if (dataProblem) return send(400, dataProblem);
    const uploadProblem = malformedUpload(error);
    if (uploadProblem) return send(400, uploadProblem);
    if (error instanceof RangeError && /call stack/i.test(error.message)) return send(400, MESSAGES_INPUT.tooDeep);
    if (error.statusCode && error.statusCode < 500) return send(error.statusCode, error.message);
    request.log.error({ err: error }, 'unhandled error');
    return send(500, MESSAGES.backendError);
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ msg: MESSAGES.notFound }));

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(sessionChangesRoute({ sessions, brokerSecret: options.brokerSecret }));
      await api.register(liveStateRoutes({ db, brokerSecret: options.brokerSecret }));
      api.route({
        ...endpoint(systemOperations.getHealth),
        handler: async () => {
          await db.selectFrom('schema_migrations').select('name').limit(1).execute();
          return { status: 'ok' as const };
        },
      });
      for (const area of areas) await area.register(api);
    },
    { prefix: '/api' },
  );
  return app;
}

export type Api = Awaited<ReturnType<typeof buildApi>>;
