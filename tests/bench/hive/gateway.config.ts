import { defineConfig } from '@graphql-hive/gateway';

/**
 * Hive Gateway as an integrator would run it over our OpenAPI document (composed unedited by mesh-compose with
 * tests/integration/openapi/mesh.config.ts): the only setting is passing the caller's bearer token on to the api.
 */
export const gatewayConfig = defineConfig({
  propagateHeaders: {
    fromClientToSubgraphs: ({ request }) => ({ authorization: request.headers.get('authorization') ?? '' }),
  },
});
