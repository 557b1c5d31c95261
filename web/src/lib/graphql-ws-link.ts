import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { graphqlWsUrl } from './apollo.ts';
import { getToken } from './session.ts';

/**
 * The subscription transport: graphql-ws over the page's own host. Loaded with the first subscription (apollo.ts),
 * so the sign-in page and the shell do not carry it.
 */
export function createWsLink(onUnauthenticated: () => void): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url: graphqlWsUrl(window.location),
      lazy: true,
      // Read at each (re)connection, so a token stored after start-up is used.
      connectionParams: () => {
        const authToken = getToken();
        return authToken ? { authToken } : {};
      },
      // The gateway checks the token when the socket connects and closes it with 4403 when it is no longer
      // valid: that is a lost session, not a network failure to retry.
      shouldRetry: (event) => (event as { code?: number }).code !== 4403,
      on: {
        closed: (event) => {
          if ((event as { code?: number }).code === 4403) onUnauthenticated();
        },
      },
    }),
  );
}
