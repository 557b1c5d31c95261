import { Type } from 'typebox';
import { bearerOperations } from './area-operations.ts';
import { IdParams } from './common.ts';
import { Query, Ref } from './schema.ts';

/** Which layouts use a media item (spec 01 "Media library": media edit lists the layouts that use the item). */
export const MediaUsage = Type.Object(
  {
    media_id: Type.Integer(),
    total: Type.Integer({ description: 'Every layout using it, also those the caller may not see.' }),
    layouts: Type.Array(Type.Object({ layout_id: Type.Integer(), name: Type.String(), template: Type.Boolean() }), {
      description: 'The layouts using it that the caller may see, by name.',
    }),
  },
  { $id: 'MediaUsage', description: 'The layouts that use a media item.' },
);

const answer = Type.Object({ used_by: Type.Array(Ref(MediaUsage)) }, { description: 'One entry per media id asked.' });

export const mediaUsageOperations = bearerOperations(['media', 'layouts'], {
  getMediaUsedBy: {
    method: 'GET',
    path: '/media/{id}/used_by',
    summary: 'The layouts that use a media item (a media item that layouts use cannot be deleted).',
    params: IdParams,
    response: { 200: Ref(MediaUsage, { description: 'Its usage.' }) },
  },
  listMediaUsedBy: {
    method: 'GET',
    path: '/media/used_by/',
    summary: 'The layouts using each of several media items, in one call (for batched reads).',
    querystring: Query({ ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000 }) }),
    response: { 200: answer },
  },
});
