import { describe, expect, it } from 'vitest';
import { multipartBody } from './client.ts';

describe('multipartBody', () => {
  it('is a form a multipart parser reads back: the part, its file name and its text', async () => {
    const text = '{"payload":"eyJ9","signature":"AAAA"}\nsecond line ü';
    const { contentType, body } = multipartBody({
      field: 'file',
      fileName: 'acme.licence',
      contentType: 'application/json',
      content: text,
    });
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    const file = form.get('file') as File;
    expect(file.name).toBe('acme.licence');
    expect(await file.text()).toBe(text);
  });

  it('keeps quotes and line breaks in a name from breaking out of its header', async () => {
    const { contentType, body } = multipartBody({
      field: 'file',
      fileName: 'a"; name="other\r\nx.licence',
      contentType: 'application/json',
      content: 'x',
    });
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    expect([...form.keys()]).toEqual(['file']);
  });
});
