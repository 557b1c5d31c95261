import { Alert, Badge, Button, Checkbox, Code, Field, HStack, RadioGroup, Stack, Table, Text } from '@chakra-ui/react';
import { ACCOUNT_MESSAGES, MAX_API_TOKEN_NAME } from '@signage/domain/account';
import { DAY_MS } from '@signage/domain/schedules/wall-clock';
import { type FormEvent, useState } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { ConsoleDatePicker } from '../../components/list-page/console-date-picker.tsx';
import { TextField } from '../../components/text-field.tsx';
import {
  type ApiTokensSection_TokenFragment,
  CreateApiTokenMutationDocument,
  RevokeApiTokenMutationDocument,
} from '../../gql/graphql.ts';
import { displayZoneDate, displayZoneDayEnd } from '../../lib/display-time.ts';
import { useDisplayTime } from '../../lib/use-display-time.ts';
import { useNotifiedMutation } from '../../lib/use-notified-mutation.ts';

const refetch = { mutation: { refetchQueries: ['ProfileQuery'] } };
const DEFAULT_DAYS = 30;

/** A date input's value (YYYY-MM-DD) `days` from today, in the display time zone the console shows dates in. */
const dateIn = (days: number, zone: string) => displayZoneDate(new Date(Date.now() + days * DAY_MS), zone);

/** The token's last second: the end of the chosen day in the display time zone, the day the list then shows. */
const lastSecondOf = (date: string, zone: string) =>
  new Date(Date.parse(displayZoneDayEnd(date, zone) ?? '') - 1000).toISOString();

/** Personal API tokens for integrators: made here, shown once, used as `Authorization: Bearer sgn_pat_…`. */
export function ApiTokensSection({
  tokens,
  permissions,
}: {
  tokens: readonly ApiTokensSection_TokenFragment[];
  permissions: readonly string[];
}) {
  const [created, setCreated] = useState<string>();
  return (
    <Stack gap="5">
      <NewTokenForm permissions={permissions} onCreated={setCreated} />
      {created && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>{ACCOUNT_MESSAGES.tokenCreated}</Alert.Title>
            <Code aria-label="Your new API token" p="2" wordBreak="break-all">
              {created}
            </Code>
          </Alert.Content>
        </Alert.Root>
      )}
      <TokenTable tokens={tokens} />
    </Stack>
  );
}

function NewTokenForm({ permissions, onCreated }: { permissions: readonly string[]; onCreated: (t: string) => void }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'read-only' | 'chosen'>('read-only');
  const [chosen, setChosen] = useState<string[]>([]);
  const { zone } = useDisplayTime();
  const [expires, setExpires] = useState(() => dateIn(DEFAULT_DAYS, zone));
  const [create, { loading }] = useNotifiedMutation(CreateApiTokenMutationDocument, refetch);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!expires) return;
    const readOnly = scope === 'read-only';
    const answer = await create({
      input: {
        name,
        readOnly,
        permissions: readOnly ? [] : chosen,
        expiresAt: lastSecondOf(expires, zone),
      },
    });
    if (!answer) return;
    onCreated(answer.createApiToken.token);
    setName('');
    setChosen([]);
  };
  return (
    <form onSubmit={onSubmit} aria-label="Create an API token">
      <Stack gap="4">
        <HStack gap="4" align="start" wrap="wrap">
          <TextField
            required
            field={{ flex: '2', minWidth: '48' }}
            label="Token name"
            value={name}
            maxLength={MAX_API_TOKEN_NAME}
            onValue={setName}
          />
          <Field.Root required flex="1" minWidth="40" invalid={!expires}>
            <ConsoleDatePicker label="Expires" value={expires} min={dateIn(1, zone)} onChange={setExpires} />
            {!expires && <Field.ErrorText>Choose the day the token expires.</Field.ErrorText>}
          </Field.Root>
        </HStack>
        <RadioGroup.Root
          value={scope}
          onValueChange={(d) => setScope(d.value === 'chosen' ? 'chosen' : 'read-only')}
          aria-label="Scope"
        >
          <HStack gap="6">
            <RadioGroup.Item value="read-only">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>Read-only</RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="chosen">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>Chosen permissions</RadioGroup.ItemText>
            </RadioGroup.Item>
          </HStack>
        </RadioGroup.Root>
        {scope === 'chosen' && (
          <HStack as="fieldset" gap="4" wrap="wrap" aria-label="Token permissions">
            {permissions.map((p) => (
              <Checkbox.Root
                key={p}
                size="sm"
                checked={chosen.includes(p)}
                onCheckedChange={(d) => setChosen((c) => (d.checked === true ? [...c, p] : c.filter((x) => x !== p)))}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{p}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
        )}
        <Button
          type="submit"
          alignSelf="start"
          colorPalette="accent"
          loading={loading}
          disabled={!name.trim() || !expires}
        >
          Create token
        </Button>
      </Stack>
    </form>
  );
}

function TokenTable({ tokens }: { tokens: readonly ApiTokensSection_TokenFragment[] }) {
  const time = useDisplayTime();
  const [revoke] = useNotifiedMutation(RevokeApiTokenMutationDocument, {
    success: ACCOUNT_MESSAGES.tokenRevoked,
    ...refetch,
  });
  if (tokens.length === 0) return <Text color="fg.muted">No API tokens yet.</Text>;
  return (
    <DataTable
      columns={['Name', 'Scope', 'Expires', 'Last used', { label: 'Actions', hidden: true }]}
      aria-label="Your API tokens"
    >
      {tokens.map((token) => {
        const expired = new Date(token.expiresAt) <= new Date();
        return (
          <Table.Row key={token.id}>
            <Table.Cell>{token.name}</Table.Cell>
            <Table.Cell>{token.readOnly ? 'Read-only' : token.permissions.join(', ')}</Table.Cell>
            <Table.Cell>{time.date(token.expiresAt)}</Table.Cell>
            <Table.Cell>{time.dateTime(token.lastUsedAt, 'Never')}</Table.Cell>
            <Table.Cell textAlign="end">
              {token.revokedAt ? (
                <Badge>Revoked</Badge>
              ) : expired ? (
                <Badge>Expired</Badge>
              ) : (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Revoke ${token.name}`}
                  onClick={() =>
                    void revoke(
                      { id: token.id },
                      { confirm: { message: `Revoke the token "${token.name}"?`, okText: 'Revoke', okIcon: null } },
                    )
                  }
                >
                  Revoke
                </Button>
              )}
            </Table.Cell>
          </Table.Row>
        );
      })}
    </DataTable>
  );
}
