import { TAG_METADATA_MESSAGES, type TagMetadataCategory } from '@signage/domain/tag-metadata/tag-metadata';
import { builder } from '../../builder.ts';
import { restId } from '../../rest/errors.ts';
import { sendDesiredStates } from '../devices/push-desired-state.ts';
import { NEW_TAGS, REPLACED_TAGS } from '../input-fields.ts';
import { createMutation, deleteByIdMutation, updateMutation } from '../record-mutations.ts';
import { restCreate, restUpdate, toldDevices } from '../rest-writes.ts';
import { DeviceSettingsInput, deviceSettingsJson, TradingHoursInput, tradingHoursJson } from './json-types.ts';
import { TagMetadataType } from './tag-metadata.ts';

const common = {
  description: 'Shown in the list; up to 1000 characters.',
  tags: `${NEW_TAGS} Devices carrying all of them get the record.`,
};

/** Create and update, one pair per category: each takes its own typed json. */
function saveFields(name: 'TradingHours' | 'DeviceSettings', category: TagMetadataCategory) {
  const messages = TAG_METADATA_MESSAGES[category];
  const Json = name === 'TradingHours' ? TradingHoursInput : DeviceSettingsInput;
  const toJson = (value: Record<string, unknown>) =>
    name === 'TradingHours' ? tradingHoursJson(value) : deviceSettingsJson(value);
  const Create = builder.inputType(`Create${name}Input`, {
    fields: (t) => ({
      description: t.string({ description: common.description }),
      tags: t.stringList({ description: common.tags }),
      value: t.field({ type: Json as never, required: true }),
    }),
  });
  const Update = builder.inputType(`Update${name}Input`, {
    description: 'Fields left out are not changed.',
    fields: (t) => ({
      description: t.string({ description: common.description }),
      tags: t.stringList({ description: REPLACED_TAGS }),
      value: t.field({ type: Json as never }),
    }),
  });
  createMutation(`create${name}`, TagMetadataType, Create, {
    description: `Creates a ${category} record ('${messages.created}').`,
    create: restCreate(
      '/tagmetadata/',
      (input) => ({
        category,
        description: input.description ?? undefined,
        tags: input.tags ?? undefined,
        json: toJson(input.value as Record<string, unknown>),
      }),
      toldDevices(sendDesiredStates, 'tag_metadata'),
    ),
  });
  updateMutation(`update${name}`, TagMetadataType, Update, {
    description: `Updates a ${category} record ('${messages.updated}').`,
    update: restUpdate(
      '/tagmetadata/{id}',
      (input) => ({
        description: input.description ?? undefined,
        tags: input.tags ?? undefined,
        json: input.value ? toJson(input.value as Record<string, unknown>) : undefined,
      }),
      toldDevices(sendDesiredStates, 'tag_metadata'),
    ),
  });
}

saveFields('TradingHours', 'trading hours');
saveFields('DeviceSettings', 'device settings');

deleteByIdMutation(
  'deleteTagMetadata',
  `Deletes a trading hours or device settings record ('${TAG_METADATA_MESSAGES['trading hours'].deleted}', '${TAG_METADATA_MESSAGES['device settings'].deleted}'); its devices fall back to the next most specific record. Answers its id.`,
  async (id, ctx) => {
    const answer = await ctx.rest.delete('/tagmetadata/{id}', { params: { id: Number(restId(id)) } });
    await sendDesiredStates(ctx, answer.affected_device_ids);
    return String(answer.tagmetadata_id);
  },
);
