import { Card, Heading, Kbd, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuExternalLink } from 'react-icons/lu';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { TableHead } from '../../components/table-head.tsx';
import { useHelpPageQuery } from '../../gql/hooks.ts';
import { PRODUCT_NAME } from '../../lib/product.ts';
import { LandingPageChooser } from './landing-page-chooser.tsx';
import { ReplayIntroductions } from './replay-introductions.tsx';
import { ServerClock } from './server-clock.tsx';
import { SignedInAs } from './signed-in-as.tsx';

const SHORTCUTS = [
  { keys: ['Ctrl', 'S'], action: 'Save the layout', where: 'Layout editor' },
  { keys: ['Ctrl', 'D'], action: 'Duplicate the selected element', where: 'Layout editor' },
];

export function HelpPage() {
  const { data, error, refetch } = useHelpPageQuery();
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

      {/* What the console can do today; each area adds its line when its screens exist. */}
      <Section title="What you can do here">
        <List.Root gap="2" ps="5">
          <List.Item>
            <strong>Dashboard</strong>: cards that each list the devices carrying their tags, with their status live
            (online within 30 minutes of last contact, stale within 60, offline), as a list, a table or a tag cloud;
            drag and resize them, and refresh them automatically.
          </List.Item>
          <List.Item>
            <strong>Media</strong>: upload images, videos, audio, touch apps and fonts, see them checked and previewed,
            then rename, retag, download, replace or delete them.
          </List.Item>
          <List.Item>
            <strong>Layouts</strong>: see every layout with a thumbnail of its composition, clone, delete, start one
            from a template, and build sync sequences of videos played in step, in the order you drag them into.
          </List.Item>
          <List.Item>
            <strong>Templates</strong>: layouts to start from; a layout made from one is named “… (Generated)”, and a
            layout can be turned into a new template from its editor.
          </List.Item>
          <List.Item>
            <strong>Devices</strong>: activate a player by the key on its screen, tag and license it, and watch it live:
            online state, screenshots, remote commands (echo, reboot, restart, fetch schedules, delete media...), system
            info and uptime.
          </List.Item>
          <List.Item>
            <strong>Data sources</strong>: add a CSV (a header row and a Key column) by url, polled every hour by
            default, or upload one; preview its rows and see how the last poll went. Data-backed texts in layouts show
            its cells.
          </List.Item>
          <List.Item>
            <strong>Widget auths</strong>: keep the credentials a Twitter Timeline widget uses; tokens are stored
            encrypted and only ever shown masked.
          </List.Item>
          <List.Item>
            <strong>Outgoing mail</strong> (Advanced, for administrators): the mail this installation sent while no mail
            server is configured (SMTP_URL), such as password reset links, kept by its built-in mail server. Anyone who
            forgot their password asks for a link with “Forgot password?” on the sign-in page.
          </List.Item>
          <List.Item>
            <strong>System</strong> (Advanced, for administrators): the licence (its holder, devices and expiry, and why
            it is a problem when the header shows “Licence invalid”), uploading a new licence file, and what the
            installation runs on. Without a licence the installation runs in evaluation mode with up to 10 licensed
            devices; beyond a licence's devices, the most recently activated show as unlicensed.
          </List.Item>
          <List.Item>
            <strong>Users</strong>: add the people who run the signage with a password that meets the five rules the
            meter shows, give them forced tags and a landing page, and add or remove permissions: you can give only
            permissions you hold, and take away only those you hold too.
          </List.Item>
          <List.Item>
            <strong>Audit</strong> (Advanced, with "view audit"): every change anyone made, newest first: who, when,
            from which address, and each changed field before and after (secrets masked). Filter by user, device,
            object, action and dates; a device's page shows its own trail.
          </List.Item>
          <List.Item>
            <strong>Profile</strong> (your name in the header, then Profile): your names, password and landing page;
            two-factor sign-in with an authenticator app and ten single-use recovery codes; personal API tokens; the
            sessions you are signed in with, to end any of them or sign out everywhere; and why you may or may not do
            something.
          </List.Item>
          <List.Item>
            <strong>Trading hours</strong> and <strong>Device settings</strong> (Advanced): opening hours per weekday
            (at most 3 periods a day) and kiosk browser and streaming settings, given to the devices carrying their
            tags; a device gets the most specific record (the most matching tags, then the newest), and its page says
            which one and why. Outside its hours a device shows closed, not offline.
          </List.Item>
          <List.Item>
            <strong>Search</strong> (the box in the header): find devices, media and layouts by name or by tags chosen
            from the suggestions, and open them.
          </List.Item>
          <List.Item>
            <strong>Tags</strong> (Advanced): the tag manager. Select objects of any type, edit their common tags, copy,
            replace or append tags from the tag clipboard, delete media and layouts in bulk, and save a search to run it
            again. Each change shows how many objects and devices it affects before it runs.
          </List.Item>
          <List.Item>
            <strong>Tag groups</strong> (Advanced): name and colour groups of tags; a grouped tag shows in its group's
            colour everywhere.
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
