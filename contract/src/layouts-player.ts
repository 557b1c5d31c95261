import { LAYOUT_TYPES } from '@signage/domain/layouts/constants';
import { Type } from 'typebox';
import { areaOperations } from './area-operations.ts';
import { activatedPlayerResponses, errorAnswer, IdParams, player as security } from './common.ts';
import { LayoutElement } from './layout-elements.ts';
import { Nullable, Ref, StringEnum } from './schema.ts';

/** A layout as a player plays it: the tree, and every media file it needs with a signed download link. */
export const PlayerLayout = Type.Object(
  {
    layout_id: Type.Integer(),
    name: Type.String(),
    layout_type: StringEnum(LAYOUT_TYPES),
    date_updated: Type.String({ format: 'date-time', description: 'Fetch again when this changes.' }),
    json: Ref(LayoutElement, { description: 'The element tree; media elements carry download_url.' }),
    composition_url: Type.String({
      description:
        'Signed, expiring (one hour) link to the layout drawn at 1280 x 720 (WebP), as the console’s thumbnails show it: what a player without a renderer of its own (the simulated ones) shows in its screenshots.',
    }),
    media: Type.Array(
      Type.Object({
        media_id: Type.Integer(),
        media_type: Type.String(),
        media_format: Type.String(),
        mime_type: Type.String(),
        size: Type.Number({ description: 'Bytes.' }),
        duration: Nullable(Type.Number()),
        date_updated: Type.String({ format: 'date-time', description: 'A changed file has a later date.' }),
        download_url: Type.String({ description: 'Signed, expiring (one hour) link to the file: no token needed.' }),
      }),
      { description: 'Every media file the layout uses, once each.' },
    ),
  },
  { $id: 'PlayerLayout', description: 'A layout for a player to play.' },
);

export const layoutPlayerOperations = areaOperations(['players'], {
  getPlayerLayout: {
    method: 'GET',
    path: '/players/layouts/{id}',
    summary:
      'A layout to play, by id, with signed download links for its media. Only an activated player may fetch layouts, and only those its schedules reach.',
    security,
    params: IdParams,
    response: {
      200: PlayerLayout,
      404: errorAnswer('No such layout, or none scheduled for this player.'),
      ...activatedPlayerResponses,
    },
  },
});
