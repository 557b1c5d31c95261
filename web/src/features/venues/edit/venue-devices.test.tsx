import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VenueDeviceChoicesQueryDocument } from '../../../gql/graphql.ts';
import { alwaysAnswered } from '../../../test/console-mocks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { VenueDevices } from './venue-devices.tsx';

const noChoices = alwaysAnswered(VenueDeviceChoicesQueryDocument, {
  devices: { __typename: 'DevicePage', items: [] },
});

function renderDevices(syncMasterDeviceId: string) {
  renderApp(
    <VenueDevices
      venueId="4"
      devices={[{ id: '3', name: 'Till screen' }]}
      syncMasterDeviceId={syncMasterDeviceId}
      onAdd={vi.fn()}
      onRemove={vi.fn()}
      onSyncMasterChange={vi.fn()}
      disabled={false}
    />,
    { mocks: [noChoices] },
  );
  return screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sync master device' });
}

describe('venue devices', () => {
  it('shows the sync master chosen among the devices', () => {
    const master = renderDevices('3');
    expect(master.selectedOptions[0]?.textContent).toBe('Till screen');
  });

  it('names by id a sync master the user may not see, instead of showing "None"', () => {
    const master = renderDevices('9');
    expect(master.value).toBe('9');
    expect(master.selectedOptions[0]?.textContent).toBe('Device 9 (not visible to you)');
  });
});
