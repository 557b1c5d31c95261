import type { MockLink } from '@apollo/client/testing';
import { TAG_METADATA_MESSAGES } from '@signage/domain/tag-metadata/tag-metadata';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateTradingHoursMutationDocument } from '../../../gql/graphql.ts';
import { meMock, settingsMock, tagMetadataReachMock } from '../../../test/console-mocks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { TradingHoursEditor } from './trading-hours-editor.tsx';
import { createTradingHoursInput, initialTradingHoursValues } from './trading-hours-values.ts';

const reach = tagMetadataReachMock('TRADING_HOURS');

// Typing into Chakra fields on a shared, busy machine takes seconds: events, not time, decide these tests.
describe('trading hours editor', { timeout: 20_000 }, () => {
  it('creates a new record with the description typed and the default hours, then closes', async () => {
    const input = createTradingHoursInput({ ...initialTradingHoursValues(undefined, []), description: 'Lobby' });
    const created: MockLink.MockedResponse = {
      request: { query: CreateTradingHoursMutationDocument, variables: { input } },
      result: { data: { createTradingHours: { __typename: 'TagMetadata', id: '9' } } },
    };
    const onClose = vi.fn();
    renderApp(<TradingHoursEditor id="new" onClose={onClose} />, {
      mocks: [meMock(['edit devices']), settingsMock, reach, created],
    });
    const user = userEvent.setup();
    const description = await screen.findByLabelText<HTMLInputElement>(/Description/);
    await waitFor(() => expect(description.disabled).toBe(false));
    await user.type(description, 'Lobby');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(TAG_METADATA_MESSAGES['trading hours'].created)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });
});
