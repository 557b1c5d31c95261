import { useLazyQuery } from '@apollo/client/react';
import { Button, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { ACCESS_ACTION_NAMES, ACCESS_OBJECT_KINDS } from '@signage/domain/access-explainer';
import { type FormEvent, useState } from 'react';
import { LuCheck, LuX } from 'react-icons/lu';
import { type AccessObjectKind, ExplainAccessQueryDocument } from '../../gql/graphql.ts';
import { errorMessageOf } from '../../lib/api-errors.ts';
import { ChoiceSelect } from '../choice-select.tsx';

/**
 * "Why may (or may not) this user do X": the answer of explainAccess, from the rules the api enforces. On the
 * profile for yourself; the users admin page can show it for any user by id.
 */
export function AccessExplainerPanel({ userId }: { userId: string }) {
  const [action, setAction] = useState<string>('view media');
  const [kind, setKind] = useState<AccessObjectKind | ''>('');
  const [objectId, setObjectId] = useState('');
  const [explain, { data, error, loading }] = useLazyQuery(ExplainAccessQueryDocument, {
    fetchPolicy: 'network-only',
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const object = kind && objectId.trim() ? { kind, id: objectId.trim() } : undefined;
    // Refusals (an object not found, no right to ask about another user) show here, not as notifications.
    const context = { handledErrorCodes: ['NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT'] };
    void explain({ variables: { userId, action, object }, context }).catch(() => undefined);
  };
  const answer = data?.explainAccess;
  return (
    <Stack gap="4">
      <form onSubmit={onSubmit} aria-label="Explain access">
        <HStack gap="4" align="end" wrap="wrap">
          <Field.Root width="auto">
            <Field.Label>Action</Field.Label>
            <ChoiceSelect value={action} onChange={setAction} choices={ACCESS_ACTION_NAMES} />
          </Field.Root>
          <Field.Root width="auto">
            <Field.Label>Object type</Field.Label>
            <ChoiceSelect
              value={kind}
              onChange={(value) => setKind(value as AccessObjectKind | '')}
              none="Any (no object)"
              choices={ACCESS_OBJECT_KINDS}
              choiceValue={(k) => k.toUpperCase()}
              choiceLabel={(k) => k}
            />
          </Field.Root>
          <Field.Root width="32" disabled={!kind}>
            <Field.Label>Object id</Field.Label>
            <Input inputMode="numeric" value={objectId} onChange={(e) => setObjectId(e.currentTarget.value)} />
          </Field.Root>
          <Button type="submit" colorPalette="accent" loading={loading}>
            Explain
          </Button>
        </HStack>
      </form>
      <div aria-live="polite">
        {error && !loading && <Text color="fg.error">{errorMessageOf(error)}</Text>}
        {answer && !error && (
          <Stack gap="2">
            <Text fontWeight="semibold">{answer.allowed ? 'Allowed.' : 'Not allowed.'}</Text>
            <List.Root gap="1" variant="plain">
              {(answer.steps ?? []).map((step) => (
                <List.Item key={step.rule}>
                  <List.Indicator asChild color={step.passed ? 'fg.success' : 'fg.error'}>
                    {step.passed ? <LuCheck aria-label="passes" /> : <LuX aria-label="fails" />}
                  </List.Indicator>
                  {step.text}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
      </div>
    </Stack>
  );
}
