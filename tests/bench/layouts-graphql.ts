import { load, printTable } from './load.ts';

/** The console's save and the editor's load, as operations (the test kit's typed ones live in the suites). */
const UPDATE = `mutation BenchSave($id: ID!, $input: UpdateLayoutInput!) {
  updateLayout(id: $id, input: $input) { id dateUpdated }
}`;
const CREATE = `mutation BenchCreate($input: CreateLayoutInput!) { createLayout(input: $input) { id } }`;
const LOAD_JSON = `query BenchLoad($id: ID!) { layout(id: $id) { id name json } }`;
const LOAD_TYPED = `query BenchLoadTyped($id: ID!) {
  layout(id: $id) {
    id
    elements {
      id type parentId left top pwidth pheight zOrder duration
      ... on ImageElement { mediaId media { id name } }
      ... on VideoElement { mediaId media { id duration } }
      ... on TextElement { textValue fontSize }
      ... on WebWidgetElement { url }
    }
  }
}`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * Save and load of a 500-element layout through GraphQL (target p99 < 150 ms each): 40 saves one after another
 * (each a changed tree, as the editor sends), then loads of its tree as JSON and as typed elements.
 */
export async function benchLayoutGraphql(
  gatewayUrl: string,
  token: string,
  layout: { name: string; tags: string[]; json: unknown },
  seconds: number,
) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async (query: string, variables: object) => {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await response.json()) as { data?: Record<string, { id: string }>; errors?: unknown[] };
    if (answer.errors) throw new Error(`GraphQL refused: ${JSON.stringify(answer.errors).slice(0, 300)}`);
    return answer.data!;
  };
  const id = (await call(CREATE, { input: layout })).createLayout!.id;
  const saves: number[] = [];
  for (let i = 0; i < 40; i++) {
    // A renamed root each time: the tree really changes and is checked, stored and answered again.
    const json = { ...(layout.json as object), name: `Layout ${i}` };
    const started = performance.now();
    await call(UPDATE, { id, input: { name: `${layout.name} ${i}`, json } });
    saves.push(performance.now() - started);
  }
  const url = `${gatewayUrl}/graphql`;
  const body = (query: string) => JSON.stringify({ query, variables: { id } });
  const rows = [];
  for (const connections of [1, 10]) {
    rows.push(
      await load(
        `GraphQL layout(id) { json }`,
        { url, method: 'POST', headers, body: body(LOAD_JSON) },
        connections,
        seconds,
      ),
    );
    rows.push(
      await load(
        `GraphQL layout(id) { elements }`,
        { url, method: 'POST', headers, body: body(LOAD_TYPED) },
        connections,
        seconds,
      ),
    );
  }
  console.log('\n== a 500-element layout through GraphQL (gateway + api + embedded PGlite) ==');
  printTable(rows);
  const saveP99 = percentile(saves, 99);
  console.log(
    `save (updateLayout with the whole tree), 40 in a row: p50 ${percentile(saves, 50).toFixed(0)} ms, p99 ${saveP99.toFixed(0)} ms`,
  );
  const loadP99 = Math.max(...rows.map((r) => r.p99));
  console.log(`target (save p99 < 150 ms): ${saveP99 < 150 ? 'met' : 'NOT met'}`);
  console.log(`target (load p99 < 150 ms, up to 10 at once): ${loadP99 < 150 ? 'met' : 'NOT met'}`);
}
