import { DEFAULT_SEARCH_PAGE_SIZE } from '@signage/domain/search';
import type { DeviceSettings } from '@signage/domain/tag-metadata/device-settings';
import { TAG_METADATA_NOUN, updateConfirmation } from '@signage/domain/tag-metadata/tag-metadata';
import type { TradingHours } from '@signage/domain/tag-metadata/trading-hours';
import { builder } from '../../builder.ts';
import type { RestAnswer } from '../../rest/client.ts';
import { restId } from '../../rest/errors.ts';
import { loadableRecord, loadedByIdField } from '../load-by-ids.ts';
import { timestampFields } from '../record-fields.ts';
import { restKeys } from '../rest-keys.ts';
import { recordListField } from '../tagged-record.ts';
import { TagRefType } from '../tags.ts';
import { TagMetadataCategoryEnum } from './category.ts';
import { DeviceSettingsType, TradingHoursType } from './json-types.ts';

/** Trading hours and device settings records load through one batched REST call per request. */
export const TagMetadataType = loadableRecord('TagMetadata', {
  description:
    'A tag metadata record (spec 02 §3): trading hours or device settings, reaching the devices that carry its tags. A device gets the most specific record of each category (the most matching tags, then the newest).',
  list: { path: '/tagmetadata/', key: 'tag_metadata', id: 'tagmetadata_id', noun: TAG_METADATA_NOUN },
  fields: (t) => ({
    category: t.expose('category', { type: TagMetadataCategoryEnum }),
    description: t.exposeString('description'),
    tags: t.expose('tags', { type: [TagRefType] }),
    tradingHours: t.field({
      type: TradingHoursType,
      nullable: true,
      description: 'The periods, for a trading hours record.',
      extensions: restKeys('category', 'json'),
      resolve: (r) => (r.category === 'trading hours' ? (r.json as unknown as TradingHours) : null),
    }),
    settings: t.field({
      type: DeviceSettingsType,
      nullable: true,
      description: 'The settings, for a device settings record.',
      extensions: restKeys('category', 'json'),
      resolve: (r) => (r.category === 'device settings' ? (r.json as unknown as DeviceSettings) : null),
    }),
    json: t.expose('json', { type: 'JSON', description: 'The record as stored, for integrators.' }),
    linkedDeviceCount: t.exposeInt('linked_device_count', {
      description: 'Devices (among those you see) that get this record now.',
    }),
    ...timestampFields(t),
  }),
});

recordListField('tagMetadata', TagMetadataType, {
  defaultSize: DEFAULT_SEARCH_PAGE_SIZE,
  pageSizes: 'Trading hours and device settings lists show 25 a page; integrators may ask for up to 1000.',
  description:
    "Trading hours and device settings records, newest first. `search` matches the description and tags; `tags`: records carrying all of them; `categories`: of these categories. The caller's forced tags always apply.",
  args: (arg) => ({ categories: arg({ type: [TagMetadataCategoryEnum] }) }),
  query: (args) => ({ categories: args.categories?.length ? args.categories : undefined }),
});

loadedByIdField('tagMetadataRecord', TagMetadataType, 'One trading hours or device settings record.');

/** The api's counts, and the confirmation the console shows over them. */
type Reach = RestAnswer<'GET', '/tagmetadata/reach'> & { confirmation: string };

const TagMetadataReachType = builder.objectRef<Reach>('TagMetadataReach').implement({
  description: 'What saving a record with these tags does to the devices you see.',
  fields: (t) => ({
    linkedDeviceCount: t.exposeInt('linked_device_count', { description: 'Devices that get the record now.' }),
    reachedDeviceCount: t.exposeInt('reached_device_count', { description: 'Devices that would get it.' }),
    affectedDeviceCount: t.exposeInt('affected_device_count', { description: 'Devices whose record would change.' }),
    confirmation: t.exposeString('confirmation', {
      description: 'The update confirmation text (spec 02 §5): it warns when more than 1 device is affected.',
    }),
  }),
});

builder.queryField('tagMetadataReach', (t) =>
  t.field({
    type: TagMetadataReachType,
    description: 'How many devices a record of this category with these tags would reach, before saving it.',
    args: {
      category: t.arg({ type: TagMetadataCategoryEnum, required: true }),
      tags: t.arg.stringList(),
      id: t.arg.id({ description: 'The record being edited; none for a new one.' }),
    },
    resolve: async (_root, { category, tags, id }, ctx) => {
      const answer = await ctx.rest.get('/tagmetadata/reach', {
        query: { category, tags: tags ?? undefined, tagmetadata_id: id ? Number(restId(id)) : undefined },
      });
      return { ...answer, confirmation: updateConfirmation(category, answer.affected_device_count) };
    },
  }),
);
