import { Heading, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { AuditTrail } from '../../../components/audit/audit-trail.tsx';
import { BackLink, DETAIL_QUERY_CONTEXT, DetailPage } from '../../../components/detail-page/detail-page.tsx';
import { Section } from '../../../components/section.tsx';
import { useUserEditQuery } from '../../../gql/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/use-can.ts';
import { EDIT_USERS, SET_USER_PERMISSIONS } from '../user-permissions.ts';
import { useCreateUser, useDeleteUser, useUpdateUser } from './use-save-user.ts';
import { UserForm } from './user-form.tsx';
import { UserPermissionsSection } from './user-permissions-section.tsx';
import { createUserInput, updateUserInput } from './user-values.ts';

const BACK = { to: paths.users, label: 'Back to users' };

/** /admin/users/{id} (spec 02 §2): the user editor; id "new" creates, and saving goes to the new user's route. */
export function UserPage() {
  const { id = 'new' } = useParams();
  return id === 'new' ? <NewUserPage /> : <ExistingUserPage id={id} />;
}

function NewUserPage() {
  const [create, { loading }] = useCreateUser();
  return (
    <Stack gap="5" maxWidth="3xl">
      <BackLink {...BACK} />
      <Heading as="h1" size="2xl">
        New user
      </Heading>
      <Section title="User">
        <UserForm
          user={undefined}
          readOnly={false}
          saving={loading}
          onSave={(values) => create(createUserInput(values))}
        />
      </Section>
    </Stack>
  );
}

function ExistingUserPage({ id }: { id: string }) {
  const query = useUserEditQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
    context: DETAIL_QUERY_CONTEXT,
  });
  const canEdit = useCan(EDIT_USERS);
  const canSetPermissions = useCan(SET_USER_PERMISSIONS);
  const canViewAudit = useCan('view audit');
  const [update, updating] = useUpdateUser();
  const [remove, removing] = useDeleteUser();
  return (
    <DetailPage
      noun="user"
      back={BACK}
      query={query}
      item={query.data?.user}
      header={(user) => ({ title: user.username })}
      remove={canEdit && { label: 'Delete', busy: removing.loading, run: (user) => remove(user.id, user.username) }}
      sections={(user) => ({
        left: [
          {
            title: 'User',
            // Keyed by the user, so the form starts again from what the server holds for another user.
            body: (
              <UserForm
                key={user.id}
                user={user}
                readOnly={!canEdit}
                saving={updating.loading}
                onSave={(values) => update(user.id, updateUserInput(values))}
              />
            ),
          },
          canViewAudit && { title: 'Audit trail', body: <AuditTrail userId={user.id} /> },
        ],
        right: [{ title: 'Permissions', body: <UserPermissionsSection userId={user.id} canSet={canSetPermissions} /> }],
      })}
    />
  );
}
