import { TAG_METADATA_MESSAGES, type TagMetadataCategory } from '@signage/domain/tag-metadata/tag-metadata';
import {
  type CreateDeviceSettingsInput,
  CreateDeviceSettingsMutationDocument,
  type CreateTradingHoursInput,
  CreateTradingHoursMutationDocument,
  DeleteTagMetadataMutationDocument,
  type UpdateDeviceSettingsInput,
  UpdateDeviceSettingsMutationDocument,
  type UpdateTradingHoursInput,
  UpdateTradingHoursMutationDocument,
} from '../../../gql/graphql.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';

const LISTS = ['TagMetadataListQuery'];
const refetch = { refetchQueries: LISTS };
const messages = TAG_METADATA_MESSAGES;

/** "Trading hours successfully created.", or "Error: {msg}". Resolves true when saved. */
export function useCreateTradingHours() {
  const [run, state] = useNotifiedMutation(CreateTradingHoursMutationDocument, {
    success: messages['trading hours'].created,
    mutation: refetch,
  });
  return [async (input: CreateTradingHoursInput) => (await run({ input })) !== undefined, state] as const;
}

/** Asks with the update confirmation (it warns past 1 device), then "Trading hours successfully updated.". */
export function useUpdateTradingHours() {
  const [run, state] = useNotifiedMutation(UpdateTradingHoursMutationDocument, {
    success: messages['trading hours'].updated,
    mutation: refetch,
  });
  const update = async (id: string, input: UpdateTradingHoursInput, confirmation: string) =>
    (await run(
      { id, input },
      { confirm: { message: confirmation, okText: 'Update', okIcon: null, okColorPalette: 'blue' } },
    )) !== undefined;
  return [update, state] as const;
}

export function useCreateDeviceSettings() {
  const [run, state] = useNotifiedMutation(CreateDeviceSettingsMutationDocument, {
    success: messages['device settings'].created,
    mutation: refetch,
  });
  return [async (input: CreateDeviceSettingsInput) => (await run({ input })) !== undefined, state] as const;
}

export function useUpdateDeviceSettings() {
  const [run, state] = useNotifiedMutation(UpdateDeviceSettingsMutationDocument, {
    success: messages['device settings'].updated,
    mutation: refetch,
  });
  const update = async (id: string, input: UpdateDeviceSettingsInput, confirmation: string) =>
    (await run(
      { id, input },
      { confirm: { message: confirmation, okText: 'Update', okIcon: null, okColorPalette: 'blue' } },
    )) !== undefined;
  return [update, state] as const;
}

/** Asks, deletes, and says "Trading Hours successfully deleted" or "Device Settings successfully deleted". */
export function useDeleteTagMetadata(category: TagMetadataCategory) {
  const [run, state] = useNotifiedMutation(DeleteTagMetadataMutationDocument, {
    success: messages[category].deleted,
    mutation: refetch,
  });
  return [async (id: string) => (await run({ id }, { confirm: {} })) !== undefined, state] as const;
}
