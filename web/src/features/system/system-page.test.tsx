import type { MockLink } from '@apollo/client/testing';
import { LICENCE_MESSAGES } from '@signage/domain/licence';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  type LicencePanel_LicenceFragment,
  SystemPageQueryDocument,
  UploadLicenceMutationDocument,
} from '../../gql/graphql.ts';
import { settingsMock } from '../../test/console-mocks.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SystemPage } from './system-page.tsx';

const licence = (over: Partial<LicencePanel_LicenceFragment> = {}) => ({
  __typename: 'Licence',
  isValid: true,
  state: 'EVALUATION',
  holder: null,
  devices: null,
  expires: null,
  dateUploaded: null,
  deviceLimit: 10,
  licensedDevices: 2,
  overBy: 0,
  problem: null,
  next: 'No licence is installed: the installation runs in evaluation mode; up to 10 devices can be licensed.',
  ...over,
});

const info = {
  __typename: 'InstallationInfo',
  version: '0.1.0',
  database: 'PGLITE',
  databaseLocation: '/srv/signage/pgdata',
  broker: 'EXTERNAL',
  brokerUrl: 'mqtt://broker.example:1883',
  mediaBytes: 5 * 1024 * 1024,
  mediaCount: 3,
  databaseBytes: 20 * 1024 * 1024,
  eventsRetentionMonths: 13,
  auditRetentionMonths: 6,
};

const page = (l: ReturnType<typeof licence>): MockLink.MockedResponse => ({
  request: { query: SystemPageQueryDocument },
  result: { data: { licence: l, systemInfo: info } },
});

const FILE_TEXT = '{"payload":"eyJ9","signature":"AAAA"}';

describe('system page', () => {
  it('shows the licence, its reasons and the installation', async () => {
    const exceeded = licence({
      isValid: false,
      state: 'EXCEEDED',
      holder: 'Acme Retail',
      devices: 50,
      expires: '2027-01-01T00:00:00Z',
      licensedDevices: 52,
      overBy: 2,
      deviceLimit: 50,
      problem: '2 devices over the licensed 50',
      next: 'The 2 devices activated most recently are shown as unlicensed.',
    });
    renderApp(<SystemPage />, { mocks: [page(exceeded), settingsMock] });
    expect(await screen.findByText('Licence problem: 2 devices over the licensed 50')).toBeTruthy();
    expect(screen.getByText('The 2 devices activated most recently are shown as unlicensed.')).toBeTruthy();
    expect(screen.getByText('Exceeded')).toBeTruthy();
    expect(screen.getByText('Acme Retail')).toBeTruthy();
    expect(screen.getByText('52 of 50 allowed')).toBeTruthy();
    expect(screen.getByText('Embedded PostgreSQL (PGlite), /srv/signage/pgdata')).toBeTruthy();
    expect(screen.getByText('External, mqtt://broker.example:1883')).toBeTruthy();
    expect(screen.getByText('5.0 MB in 3 files')).toBeTruthy();
    expect(screen.getByText('6 months (AUDIT_RETENTION_MONTHS)')).toBeTruthy();
  });

  it('uploads the chosen file’s text and says it was accepted', async () => {
    const user = userEvent.setup();
    const valid = licence({ state: 'VALID', holder: 'Acme Retail', devices: 50, deviceLimit: 50, next: 'In force.' });
    renderApp(<SystemPage />, {
      mocks: [
        page(licence()),
        settingsMock,
        {
          request: {
            query: UploadLicenceMutationDocument,
            variables: { content: FILE_TEXT, fileName: 'acme.licence' },
          },
          result: {
            data: {
              uploadLicence: { __typename: 'LicenceUpload', message: LICENCE_MESSAGES.accepted, licence: valid },
            },
          },
        },
        page(valid),
      ],
    });
    await screen.findByText('Evaluation mode');
    const upload = screen.getByRole('button', { name: 'Upload licence' });
    expect(upload.hasAttribute('disabled')).toBe(true);
    await user.upload(screen.getByLabelText('Licence file'), new File([FILE_TEXT], 'acme.licence'));
    await user.click(upload);
    expect(await screen.findByText(LICENCE_MESSAGES.accepted)).toBeTruthy();
    expect(await screen.findByText('Valid')).toBeTruthy();
  });

  it('says a refused file was rejected, as the service answered', async () => {
    const user = userEvent.setup();
    renderApp(<SystemPage />, {
      mocks: [
        page(licence()),
        settingsMock,
        {
          request: { query: UploadLicenceMutationDocument, variables: { content: 'junk', fileName: 'junk.licence' } },
          result: {
            errors: [new GraphQLError(LICENCE_MESSAGES.rejected, { extensions: { code: 'BAD_USER_INPUT' } })],
          },
        },
      ],
    });
    await screen.findByText('Evaluation mode');
    await user.upload(screen.getByLabelText('Licence file'), new File(['junk'], 'junk.licence'));
    await user.click(screen.getByRole('button', { name: 'Upload licence' }));
    // The notification and the field's own error.
    await waitFor(() => expect(screen.getAllByText(LICENCE_MESSAGES.rejected)).toHaveLength(2));
  });
});
