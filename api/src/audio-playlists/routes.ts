import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audioPlaylistOperations as op } from '@signage/contract/audio-playlists';
import { AUDIO_PLAYLIST_MESSAGES, DEFAULT_RANDOM_COUNT, DEFAULT_TRIGGER_COUNT } from '@signage/domain/audio/playlist';
import { sql } from 'kysely';
import { requirePermission } from '../auth/guard.ts';
import { changedColumns } from '../kit/changed-columns.ts';
import { deleteRoute } from '../kit/delete-route.ts';
import { findRoute, pagedListRoute } from '../kit/paged-route.ts';
import { endpoint } from '../kit/route.ts';
import { signedInRoutes } from '../kit/signed-in.ts';
import { tagsOfNew, tagsToStore, writeVisible } from '../kit/tagged-write.ts';
import { tagsForCreate } from '../kit/tags.ts';
import { toMediaJson } from '../media/json.ts';
import { MEDIA_COLUMNS, mediaWhere } from '../media/repository.ts';
import { type AudioPlaylistContext, EDIT_AUDIO_PLAYLISTS, VIEW_AUDIO_PLAYLISTS } from './context.ts';
import { audioPlaylistPlayerRoutes } from './player-routes.ts';
import {
  AUDIO_PLAYLIST_AREA,
  AUDIO_PLAYLIST_COLUMNS,
  audioPlaylistAnswers,
  findAudioPlaylist,
  listAudioPlaylists,
} from './repository.ts';
import { audioPlaylistSearchArea } from './search-area.ts';
import { checkPlaylist } from './tracks.ts';

const M = AUDIO_PLAYLIST_MESSAGES;

/** Audio playlists (spec 02 §7 "Audio playlists"): list, get, create, update, delete, clone, random tracks. */
export const audioPlaylistRoutes: FastifyPluginAsyncTypebox<AudioPlaylistContext> = async (app, ctx) => {
  const { db, tagRegistry } = ctx;
  tagRegistry.register(AUDIO_PLAYLIST_AREA, audioPlaylistSearchArea(ctx));
  // What players fetch to play (issue 25): their own scope, authenticated as players.
  await app.register(audioPlaylistPlayerRoutes, ctx);

  await app.register(
    signedInRoutes(async (operator) => {
      const find = async (id: number, forcedTags: readonly string[]) =>
        (await audioPlaylistAnswers(db, [await findAudioPlaylist(ctx, id, forcedTags)], forcedTags))[0]!;

      // The page is answered whole: its rows' tracks and schedules are read in two queries, never one per row.
      pagedListRoute(operator, op.listAudioPlaylists, {
        key: 'audio_playlists',
        permissions: VIEW_AUDIO_PLAYLISTS,
        list: async (query, filter, paging) => {
          const { rows, total } = await listAudioPlaylists(
            ctx,
            { ...filter, playlistType: query.playlist_type },
            paging,
          );
          return { rows: await audioPlaylistAnswers(db, rows, filter.forcedTags), total };
        },
        toJson: (answer) => answer,
      });

      // Before /{id}: "random" is not an id.
      operator.route({
        ...endpoint(op.randomAudioPlaylist),
        handler: async (request) => {
          const user = requirePermission(request, ...VIEW_AUDIO_PLAYLISTS);
          const count = request.query.count ?? DEFAULT_RANDOM_COUNT;
          const tags = request.query.tags?.length ? tagsForCreate(request.query.tags, []) : undefined;
          const rows = await db
            .selectFrom('media')
            .select(MEDIA_COLUMNS)
            .where(mediaWhere({ forcedTags: user.forced_tags, tags, mediaType: 'audio' }))
            .orderBy(sql`random()`)
            .limit(count)
            .execute();
          const labelled = await tagRegistry.labelRows(rows);
          return { media: labelled.map((row) => toMediaJson(row, ctx.signer)) };
        },
      });

      findRoute(operator, op.getAudioPlaylist, VIEW_AUDIO_PLAYLISTS, find);

      operator.route({
        ...endpoint(op.createAudioPlaylist),
        handler: async (request, reply) => {
          const user = requirePermission(request, ...EDIT_AUDIO_PLAYLISTS);
          const body = request.body;
          const playlist = body.playlist ?? [];
          const id = await db.transaction().execute(async (trx) => {
            const draft = {
              ...body,
              playlist,
              tags: body.tags ?? [],
              trigger_count: body.trigger_count === undefined ? DEFAULT_TRIGGER_COUNT : body.trigger_count,
            };
            const checked = await checkPlaylist(trx, draft, user.forced_tags, body.confirm_no_tags ?? false);
            const row = await trx
              .insertInto('audio_playlists')
              .values({
                name: body.name.trim(),
                tags: await tagsOfNew(trx, body.tags, user.forced_tags),
                playlist_type: checked.playlistType,
                trigger_count: checked.triggerCount,
                playback_mode: body.playback_mode,
                repeat: body.repeat,
                created_by: user.user_id,
                track_ids: playlist,
              })
              .returning('audio_playlist_id')
              .executeTakeFirstOrThrow();
            return row.audio_playlist_id;
          });
          tagRegistry.invalidate();
          return reply.status(201).send({ msg: M.created, audio_playlist: await find(id, []) });
        },
      });

      operator.route({
        ...endpoint(op.updateAudioPlaylist),
        handler: async (request) => {
          const user = requirePermission(request, ...EDIT_AUDIO_PLAYLISTS);
          const { id } = request.params;
          const body = request.body;
          await writeVisible(db, AUDIO_PLAYLIST_AREA, id, user.forced_tags, async (trx) => {
            // Read on the transaction without the tag registry: its colours reload through the pool, which on the
            // embedded database is the one connection this transaction holds (the save waited on itself forever
            // once the colours were older than their ttl: the benchmark's "Cannot connect to Backend").
            const current = await trx
              .selectFrom('audio_playlists')
              .select(AUDIO_PLAYLIST_COLUMNS)
              .where('audio_playlist_id', '=', id)
              .executeTakeFirstOrThrow();
            // Fields left out stay as stored; an entered tag list replaces the tags (forced tags stay).
            const playlist = body.playlist ?? current.track_ids;
            const enteredTags = body.tags ?? current.tags;
            const playlistType = body.playlist_type ?? current.playlist_type;
            const draft = {
              name: body.name ?? current.name,
              tags: enteredTags,
              playlist,
              playlist_type: playlistType,
              trigger_count:
                body.trigger_count === undefined
                  ? (current.trigger_count ?? DEFAULT_TRIGGER_COUNT)
                  : body.trigger_count,
            };
            const checked = await checkPlaylist(
              trx,
              draft,
              user.forced_tags,
              body.confirm_no_tags ?? false,
              current.track_ids,
            );
            const tags = await tagsToStore(trx, body.tags, user.forced_tags);
            await trx
              .updateTable('audio_playlists')
              .set(
                changedColumns({
                  name: draft.name.trim(),
                  tags,
                  playlist_type: checked.playlistType,
                  trigger_count: checked.triggerCount,
                  playback_mode: body.playback_mode,
                  repeat: body.repeat,
                  track_ids: body.playlist ? playlist : undefined,
                }),
              )
              .where('audio_playlist_id', '=', id)
              .execute();
          });
          tagRegistry.invalidate();
          return { msg: M.updated, audio_playlist: await find(id, user.forced_tags) };
        },
      });

      // One statement: the schedules' and tracks' foreign keys (on delete cascade) remove them with it.
      deleteRoute(operator, op.deleteAudioPlaylist, {
        db,
        area: AUDIO_PLAYLIST_AREA,
        permissions: EDIT_AUDIO_PLAYLISTS,
        answer: (id) => ({ msg: M.deleted, audio_playlist_id: id }),
      });

      operator.route({
        ...endpoint(op.cloneAudioPlaylist),
        handler: async (request, reply) => {
          const user = requirePermission(request, ...EDIT_AUDIO_PLAYLISTS);
          const source = await find(request.params.id, user.forced_tags);
          const id = await db.transaction().execute(async (trx) => {
            const row = await trx
              .insertInto('audio_playlists')
              .values({
                name: `${source.name} (Copy)`,
                tags:
                  (await tagsToStore(
                    trx,
                    source.tags.map((t) => t.name),
                    user.forced_tags,
                  )) ?? [],
                playlist_type: source.playlist_type,
                trigger_count: source.trigger_count,
                playback_mode: source.playback_mode,
                repeat: source.repeat,
                created_by: user.user_id,
                track_ids: source.playlist,
              })
              .returning('audio_playlist_id')
              .executeTakeFirstOrThrow();
            return row.audio_playlist_id;
          });
          return reply.status(201).send({ msg: M.created, audio_playlist: await find(id, []) });
        },
      });
    }),
    ctx,
  );
};
