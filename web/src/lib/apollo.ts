import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { getMainDefinition } from '@apollo/client/utilities';
import { ENROLMENT_REQUIRED } from '@signage/domain/account-texts';
import { from, mergeMap, tap } from 'rxjs';
import { licenceValidOf, reportedErrors } from './api-errors.ts';
import { getToken } from './session.ts';

declare module '@apollo/client' {
  interface DefaultContext {
    /**
     * Error codes the calling screen shows itself (e.g. sign-in shows BAD_CREDENTIALS inline), or 'all'.
     * The error link neither notifies nor redirects for them.
     */
    handledErrorCodes?: readonly string[] | 'all';
  }
}

export const GRAPHQL_PATH = '/graphql';

export interface ApolloDeps {
  /** Shows a danger notification. */
  notifyError(message: string): void;
  /** The token is missing, expired or revoked: clear the session and go to sign-in. */
  onUnauthenticated(): void;
  /** Two-factor sign-in is required and not set up: only its set-up screen is open (issue 22). */
  onEnrolmentRequired?: () => void;
  /** A response said whether the licence is valid. */
  onLicence(valid: boolean): void;
  /** Where a 404 is logged (spec 01 §8); the browser console by default. */
  log?: (message: string) => void;
}

/** ws:// or wss:// URL of the GraphQL endpoint on the page's own host (the dev server proxies it). */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${GRAPHQL_PATH}`;
}

export function createApolloClient(deps: ApolloDeps): ApolloClient {
  const authLink = new ApolloLink((operation, forward) => {
    const token = getToken();
    if (token) {
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, authorization: `Bearer ${token}` },
      }));
    }
    return forward(operation);
  });

  const httpLink = new HttpLink({ uri: GRAPHQL_PATH });
  // Operations go by their persisted-document id only (npm run codegen): the gateway knows every console document
  // and, in production, runs no other from the console's pages. The text is never sent as a fallback.
  const persistedLink = new PersistedQueryLink({
    // The ids of every console document load with the first operation, not in the sign-in page's bundle.
    generateHash: async (document) => {
      const { persistedDocumentIds } = await import('../gql/persisted-documents.ts');
      const definition = getMainDefinition(document);
      const id = definition.name && persistedDocumentIds[definition.name.value];
      if (!id)
        throw new Error(
          `No persisted document for ${definition.name?.value ?? 'an unnamed operation'}: run npm run codegen`,
        );
      return id;
    },
    retry: () => false,
  });

  // graphql-ws and its link load with the first subscription: the sign-in page and the shell need neither.
  let wsLink: Promise<ApolloLink> | undefined;
  const lazyWsLink = new ApolloLink((operation) => {
    wsLink ??= import('./graphql-ws-link.ts').then(({ createWsLink }) => createWsLink(deps.onUnauthenticated));
    return from(wsLink).pipe(mergeMap((link) => link.request(operation, () => from([]))));
  });

  const transport = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    lazyWsLink,
    ApolloLink.from([authLink, persistedLink, httpLink]),
  );

  const licenceLink = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap((result) => {
        const valid = licenceValidOf(result);
        if (valid !== undefined) deps.onLicence(valid);
      }),
    ),
  );

  // The one place where failures turn into what a person sees.
  const errorLink = new ErrorLink(({ error, operation }) => {
    const handled = operation.getContext().handledErrorCodes ?? [];
    const isHandled = (code: string | undefined) => handled === 'all' || (code !== undefined && handled.includes(code));
    const reported = reportedErrors(error);
    // Spec 01 §8: a 404 reaches the caller and is also logged, whether or not the screen shows it.
    for (const notFound of reported.filter((e) => e.code === 'NOT_FOUND')) {
      (deps.log ?? console.warn)(
        `Not found (404) in ${operation.operationName ?? 'an operation'}: ${notFound.message}`,
      );
    }
    if (reported.some((e) => e.code === 'UNAUTHENTICATED' && !isHandled(e.code))) {
      deps.onUnauthenticated();
      return;
    }
    if (deps.onEnrolmentRequired && reported.some((e) => e.message === ENROLMENT_REQUIRED)) {
      deps.onEnrolmentRequired();
      return;
    }
    const messages = new Set(reported.filter((e) => !isHandled(e.code)).map((e) => e.message));
    for (const message of messages) deps.notifyError(message);
  });

  return new ApolloClient({
    link: ApolloLink.from([licenceLink, errorLink, transport]),
    cache: createConsoleCache(),
  });
}

/** The console's normalized cache; the component tests render with the same policies. */
export function createConsoleCache() {
  return new InMemoryCache({
    typePolicies: {
      // Settings have no id of their own: merge what a mutation returns into what a query loaded.
      User: { fields: { cmsMetadata: { merge: true } } },
      Query: {
        fields: {
          // A media item asked for by id is the one a list already loaded, where it holds the fields asked for
          // (a picker's chosen item shows its name without asking the server again).
          media: {
            read: (existing, { args, toReference }) => existing ?? toReference({ __typename: 'Media', id: args?.id }),
          },
        },
      },
    },
  });
}
