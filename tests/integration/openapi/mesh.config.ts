import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

/**
 * What an integrator writes to put the api behind GraphQL Mesh / Hive Gateway: the document as the api serves
 * it, unedited. OPENAPI_SOURCE and API_ORIGIN are set by openapi.test.ts.
 */
export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph('Signage', {
        source: process.env.OPENAPI_SOURCE!,
        endpoint: process.env.API_ORIGIN!,
      }),
    },
  ],
});
