import type { MockLink } from '@apollo/client/testing';
import { DEVICE_SETTINGS_MESSAGES } from '@signage/domain/tag-metadata/device-settings';
import { TAG_METADATA_MESSAGES } from '@signage/domain/tag-metadata/tag-metadata';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateDeviceSettingsMutationDocument, MediaPickerQueryDocument } from '../../../gql/graphql.ts';
import { meMock, settingsMock, tagMetadataReachMock } from '../../../test/console-mocks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DeviceSettingsEditor } from './device-settings-editor.tsx';
import { deviceSettingsInput, initialDeviceSettingsValues } from './device-settings-values.ts';

const reach = tagMetadataReachMock('DEVICE_SETTINGS');

// Only zip items are asked for: the server answers what matches, the picker offers what it answers.
const zips: MockLink.MockedResponse = {
  request: { query: MediaPickerQueryDocument, variables: { pageSize: 25, mediaFormat: 'zip' } },
  maxUsageCount: 10,
  result: {
    data: {
      mediaList: {
        __typename: 'MediaPage',
        items: [{ __typename: 'Media', id: '8', name: 'kiosk', mediaFormat: 'zip' }],
        pageInfo: { __typename: 'PageInfo', totalItems: 1 },
      },
    },
  },
};

describe('device settings editor', { timeout: 20_000 }, () => {
  it('marks the local media field when local play has no zip, then saves the zip chosen', async () => {
    const values = initialDeviceSettingsValues(undefined, []);
    const input = deviceSettingsInput({ ...values, kiosk: { ...values.kiosk, play_mode: 'local', local_media_id: 8 } });
    const created: MockLink.MockedResponse = {
      request: { query: CreateDeviceSettingsMutationDocument, variables: { input } },
      result: { data: { createDeviceSettings: { __typename: 'TagMetadata', id: '9' } } },
    };
    const onClose = vi.fn();
    renderApp(<DeviceSettingsEditor id="new" onClose={onClose} />, {
      mocks: [meMock(['edit devices']), settingsMock, reach, zips, created],
    });
    const user = userEvent.setup();
    const mode = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Play mode' });
    await waitFor(() => expect(mode.disabled).toBe(false));
    await user.selectOptions(mode, 'local');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect((await screen.findByRole('alert')).textContent).toBe(DEVICE_SETTINGS_MESSAGES.localNeedsZip);
    const picker = screen.getByRole('combobox', { name: 'Local media (zip)' });
    expect(picker.getAttribute('aria-invalid')).toBe('true');

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /kiosk/ }));
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('kiosk'));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(TAG_METADATA_MESSAGES['device settings'].created)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });
});
