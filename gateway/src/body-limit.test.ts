import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { bodyLimitPlugin } from './body-limit.ts';

const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { echo(text: String!): String! }',
    resolvers: { Query: { echo: (_: unknown, a: { text: string }) => a.text } },
  }),
  maxRequestBodySize: false,
  plugins: [bodyLimitPlugin(200)],
  logging: false,
});

const body = (text: string) => JSON.stringify({ query: `{ echo(text: "${text}") }` });

/** A body without Content-Length (sent chunked), so only the counting stream can stop it. */
function chunked(text: string) {
  const bytes = new TextEncoder().encode(body(text));
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 50) controller.enqueue(bytes.slice(i, i + 50));
      controller.close();
    },
  });
}

const post = (init: { body: BodyInit; headers?: Record<string, string> }) =>
  yoga.fetch('http://gateway/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body,
    duplex: 'half',
  } as RequestInit);

describe('the request-body limit', () => {
  it('reads a body within the limit, with Content-Length or without', async () => {
    const small = body('hi');
    const withLength = await post({ body: small, headers: { 'content-length': String(small.length) } });
    expect(await withLength.json()).toEqual({ data: { echo: 'hi' } });
    const withoutLength = await post({ body: chunked('hi') });
    expect(await withoutLength.json()).toEqual({ data: { echo: 'hi' } });
  });

  it('refuses a body whose Content-Length is over the limit with 413, before reading it', async () => {
    const large = body('x'.repeat(300));
    const response = await post({ body: large, headers: { 'content-length': String(large.length) } });
    expect(response.status).toBe(413);
    const answer = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(answer.errors[0]).toMatchObject({
      message: 'Request body too large',
      extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' },
    });
  });

  it('counts a body sent without Content-Length and refuses it with 413 once it passes the limit', async () => {
    const response = await post({ body: chunked('x'.repeat(300)) });
    expect(response.status).toBe(413);
    const answer = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(answer.errors[0]!.extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');
  });

  it('refuses a Content-Length that is not one whole number with 400', async () => {
    const response = await post({ body: body('hi'), headers: { 'content-length': '22, 22' } });
    expect(response.status).toBe(400);
  });
});
