import { Card, Heading, Kbd, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuExternalLink } from 'react-icons/lu';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { TableHead } from '../../components/table-head.tsx';
import { useHelpPageQuery } from '../../gql/hooks.ts';
import { ADVANCED, offeredTo, SECTIONS } from '../../lib/nav-items.ts';
import { PRODUCT_NAME } from '../../lib/product.ts';
import { LandingPageChooser } from './landing-page-chooser.tsx';
import { ReplayIntroductions } from './replay-introductions.tsx';
import { ServerClock } from './server-clock.tsx';
import { SignedInAs } from './signed-in-as.tsx';

const SHORTCUTS = [
  { keys: ['Ctrl', 'S'], action: 'Save the layout', where: 'Layout editor' },
  { keys: ['Ctrl', 'D'], action: 'Duplicate the selected element', where: 'Layout editor' },
];

/** The sidebar's areas a holder of `permissions` is offered (none but the dashboard and tags before they load). */
function areasFor(permissions: readonly string[] | undefined) {
  const offered = offeredTo(permissions);
  return [
    ...SECTIONS.filter(offered).map((item) => ({ item, advanced: false })),
    ...ADVANCED.filter(offered).map((item) => ({ item, advanced: true })),
  ];
}

export function HelpPage() {
  const { data, error, refetch } = useHelpPageQuery();
  const permissions = data?.me.permissions;
  // Shown in the sections that need the account, until it has loaded.
  const pending = error ? (
    <LoadError title="Could not load your account." error={error} onRetry={() => void refetch()} />
  ) : (
    <PageSpinner />
  );
  return (
    <Stack gap="6" maxWidth="4xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Help
        </Heading>
        <ServerClock />
      </Stack>

      <Section title={`About ${PRODUCT_NAME}`}>
        <Text>
          {PRODUCT_NAME} manages networked digital-signage players. Content and devices are organised with hashtag-style
          tags that you filter and search by.
        </Text>
      </Section>

      {/* The areas the sidebar offers this user, in its order, each with the line its menu entry carries. */}
      <Section title="What you can do here">
        <List.Root gap="2" ps="5">
          {areasFor(permissions).map(({ item, advanced }) => (
            <List.Item key={item.path}>
              <strong>{item.label}</strong>
              {advanced && ' (Advanced)'}: {item.help}
            </List.Item>
          ))}
          <List.Item>
            <strong>Profile</strong> (your name in the header, then Profile): your names, password and landing page;
            two-factor sign-in with an authenticator app and ten single-use recovery codes; personal API tokens; the
            sessions you are signed in with, to end any of them or sign out everywhere; and why you may or may not do
            something.
          </List.Item>
          <List.Item>
            <strong>Search</strong> (the box in the header): find devices, media, layouts, schedules and users by name
            or by tags chosen from the suggestions, and open them.
          </List.Item>
        </List.Root>
      </Section>

      <Section title="For integrators">
        <List.Root gap="2" ps="5">
          <List.Item>
            <ExternalLink href="/graphql">GraphiQL</ExternalLink>: explore and try the GraphQL API the console uses.
            Send your token as <code>Authorization: Bearer …</code>; subscriptions use graphql-ws on the same path. A
            personal API token (<code>sgn_pat_…</code>, made on your profile) works the same way, for GraphQL and REST,
            and never does more than you may.
          </List.Item>
          <List.Item>
            <ExternalLink href="/api/openapi.json">REST API (OpenAPI document)</ExternalLink>: the service of record
            behind the gateway.
          </List.Item>
        </List.Root>
      </Section>

      <Section title="Keyboard shortcuts">
        <Table.Root size="sm" variant="outline" maxWidth="xl">
          <TableHead columns={['Keys', 'Action', 'Where']} />
          <Table.Body>
            {SHORTCUTS.map((s) => (
              <Table.Row key={s.action}>
                <Table.Cell>
                  <Kbd>{s.keys[0]}</Kbd> + <Kbd>{s.keys[1]}</Kbd>
                </Table.Cell>
                <Table.Cell>{s.action}</Table.Cell>
                <Table.Cell>{s.where}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Section>

      <Section title="Your account">{data ? <SignedInAs user={data.me} /> : pending}</Section>

      <Section title="Landing page">{data ? <LandingPageChooser user={data.me} /> : pending}</Section>

      <Section title="Introductions">
        <ReplayIntroductions />
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noreferrer" color="accent.fg" fontWeight="medium">
      {children}
      <LuExternalLink aria-hidden="true" />
    </Link>
  );
}
