import { DATA_SOURCE_MESSAGES } from '@signage/domain/data-sources/data-source';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { sendDataSourceFile } from './send-data-source-file.ts';

const file = new File(['Key,Price\r\ncoffee,3\r\n'], 'prices.csv', { type: 'text/csv' });
const send = (onProgress?: (f: number) => void) =>
  sendDataSourceFile({ url: '/api/data_sources/7', file, token: 'tok-1', onProgress, createXhr: FakeXhr.create });

describe('sendDataSourceFile', () => {
  beforeEach(() => FakeXhr.reset());

  it('PUTs the CSV as multipart field `file` with the bearer token, reporting real progress', async () => {
    const progress: number[] = [];
    const done = send((f) => progress.push(f));
    const [xhr] = FakeXhr.sent;
    expect(xhr).toMatchObject({ method: 'PUT', url: '/api/data_sources/7', fileName: 'prices.csv' });
    expect(xhr?.headers.Authorization).toBe('Bearer tok-1');
    expect([...(xhr?.body?.keys() ?? [])]).toEqual(['file']);
    xhr?.progress(10, 40);
    xhr?.progress(40, 40);
    xhr?.respond(200, { data_source_id: 7, type: 'Local' });
    expect(await done).toEqual({ kind: 'success', message: 'Successfully uploaded data source file.' });
    expect(progress).toEqual([0.25, 1]);
  });

  it("rejects with 'error' on a 500 or a lost connection", async () => {
    const failed = send();
    FakeXhr.sent[0]?.respond(500, { msg: 'boom' });
    expect(await failed).toEqual({ kind: 'failure', message: 'error' });
    const lost = send();
    FakeXhr.sent[1]?.fail();
    expect(await lost).toEqual({ kind: 'failure', message: DATA_SOURCE_MESSAGES.uploadFailed });
  });

  it('shows a refusal the service explains as "Error: {msg}", and a 401 as a lost session', async () => {
    const refused = send();
    FakeXhr.sent[0]?.respond(422, { msg: DATA_SOURCE_MESSAGES.noKeyColumn });
    expect(await refused).toEqual({ kind: 'failure', message: `Error: ${DATA_SOURCE_MESSAGES.noKeyColumn}` });
    const bare = send();
    FakeXhr.sent[1]?.respond(404, 'not json');
    expect(await bare).toEqual({ kind: 'failure', message: 'An error has occured.' });
    const signedOut = send();
    FakeXhr.sent[2]?.respond(401, { msg: 'expired' });
    expect(await signedOut).toEqual({ kind: 'unauthenticated' });
  });
});
