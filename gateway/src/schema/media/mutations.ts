import { builder } from '../../builder.ts';
import { userError } from '../../rest/errors.ts';
import { deleteByIdMutation, updateMutation } from '../record-mutations.ts';
import { MediaType } from './media.ts';

const UpdateMediaInput = builder.inputType('UpdateMediaInput', {
  fields: (t) => ({
    name: t.string({ description: 'Not empty.' }),
    tags: t.stringList({ description: 'Replaces the tags; a leading # is stripped; forced tags are kept.' }),
  }),
});

function mediaId(id: string | number): number {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1) throw userError('BAD_USER_INPUT', `Not a media id: ${id}`);
  return n;
}

updateMutation('updateMedia', MediaType, UpdateMediaInput, {
  description: 'Rename or retag a media item. Answers "Media object successfully updated" in the console.',
  update: (id, input, ctx) =>
    ctx.rest.put('/media/{id}', {
      params: { id: mediaId(id) },
      body: {
        ...(input.name != null ? { name: input.name } : {}),
        ...(input.tags != null ? { tags: input.tags } : {}),
      },
    }),
});

deleteByIdMutation('deleteMedia', 'Deletes one media item and its file; answers its id.', async (id, ctx) => {
  await ctx.rest.delete('/media/{id}', { params: { id: mediaId(id) } });
  return String(id);
});

builder.mutationField('deleteMediaItems', (t) =>
  t.idList({
    description: 'Deletes several media items in one transaction: all of them, or none when one is missing.',
    args: { ids: t.arg.idList({ required: true }) },
    resolve: async (_root, { ids }, ctx) => {
      if (ids.length === 0) throw userError('BAD_USER_INPUT', 'Select some items before deleting.');
      const answer = await ctx.rest.delete('/media/', { body: { ids: ids.map(mediaId) } });
      return answer.ids.map(String);
    },
  }),
);
