import { Alert, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { USER_MESSAGES } from '@signage/domain/messages';
import {
  addablePermissions,
  removablePermissions,
  withPermissionsAdded,
  withPermissionsRemoved,
} from '@signage/domain/permissions';
import { useState } from 'react';
import { LuMinus, LuPlus } from 'react-icons/lu';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { useMeQuery } from '../../../gql/hooks.ts';
import { PermissionChoiceDialog } from './permission-choice-dialog.tsx';
import { useUserPermissions } from './use-user-permissions.ts';

/** The two dialogs: which permissions each offers (of the signed-in user's, against the user's), and the change. */
const CHOICES: Record<
  'add' | 'remove',
  {
    title: string;
    none: string;
    submitLabel: string;
    choices: (mine: readonly string[], theirs: readonly string[]) => readonly string[];
    apply: (theirs: readonly string[], chosen: readonly string[]) => string[];
  }
> = {
  add: {
    title: 'Add permissions',
    none: 'You hold no permission this user lacks.',
    submitLabel: 'Add',
    choices: addablePermissions,
    apply: withPermissionsAdded,
  },
  remove: {
    title: 'Remove permissions',
    none: 'This user holds no permission you hold too.',
    submitLabel: 'Remove',
    choices: removablePermissions,
    apply: withPermissionsRemoved,
  },
};

/**
 * A user's permissions with the add and remove dialogs (spec 02 §6): the add dialog lists the signed-in user's
 * permissions the user lacks, the remove dialog those both hold; either saves the user's full new list.
 */
export function UserPermissionsSection({ userId, canSet }: { userId: string; canSet: boolean }) {
  const mine = useMeQuery().data?.me.permissions ?? [];
  const { query, permissions, save, saving } = useUserPermissions(userId);
  const [dialog, setDialog] = useState<'add' | 'remove'>();
  if (!permissions) {
    if (query.error)
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{USER_MESSAGES.permissionsLoadFailed}</Alert.Title>
        </Alert.Root>
      );
    return <PageSpinner />;
  }
  const close = () => setDialog(undefined);
  return (
    <Stack gap="4">
      {permissions.length ? (
        <List.Root aria-label="Permissions held" ps="5">
          {permissions.map((p) => (
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List.Root>
      ) : (
        <Text color="fg.muted">No permissions.</Text>
      )}
      {canSet && (
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={() => setDialog('add')}>
            <LuPlus />
            Add permissions
          </Button>
          <Button variant="outline" onClick={() => setDialog('remove')}>
            <LuMinus />
            Remove permissions
          </Button>
        </HStack>
      )}
      {dialog && (
        <PermissionChoiceDialog
          title={CHOICES[dialog].title}
          choices={CHOICES[dialog].choices(mine, permissions)}
          none={CHOICES[dialog].none}
          submitLabel={CHOICES[dialog].submitLabel}
          busy={saving}
          onChoose={(chosen) => save(CHOICES[dialog].apply(permissions, chosen))}
          onClose={close}
        />
      )}
    </Stack>
  );
}
