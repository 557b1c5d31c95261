import { Alert, Field, SimpleGrid, Stack } from '@chakra-ui/react';
import { PASSWORD_FIELD_MIN_LENGTH } from '@signage/domain/password-rules';
import { USER_LANDING_PAGES } from '@signage/domain/users';
import type { FormEvent } from 'react';
import { LandingPageSelect } from '../../../components/landing-page-select.tsx';
import { PasswordField } from '../../../components/password/password-field.tsx';
import { SaveButton } from '../../../components/save-button.tsx';
import { TagInput } from '../../../components/tags/tag-input.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { UserForm_UserFragment } from '../../../gql/graphql.ts';
import { useSessionTags } from '../../../lib/session-tags.ts';
import { useFormValues } from '../../../lib/use-form-values.ts';
import {
  CONFIRM_MISMATCH,
  initialUserValues,
  type UserLandingPage,
  type UserValues,
  userProblem,
} from './user-values.ts';

interface UserFormProps {
  user: UserForm_UserFragment | undefined;
  readOnly: boolean;
  saving: boolean;
  onSave: (values: UserValues) => Promise<boolean>;
}

/**
 * The user's fields (spec 02 "Users"): username, names, password with the strength meter and its confirmation
 * (required for a new user, optional to change for an existing one), tags, forced tags and the landing page.
 */
export function UserForm({ user, readOnly, saving, onSave }: UserFormProps) {
  const sessionTags = useSessionTags();
  const { values, change, problem, setProblem } = useFormValues<UserValues>(() => initialUserValues(user, sessionTags));
  const isNew = !user;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = userProblem(values, isNew);
    setProblem(refusal);
    if (refusal) return;
    // A saved password is not kept in the form: the fields empty again, ready for the next change.
    if (await onSave(values)) change({ password: '', confirm: '' });
  };

  const confirmWrong = values.confirm !== '' && values.confirm !== values.password;
  return (
    <form onSubmit={submit} aria-label={isNew ? 'New user' : 'Edit user'} noValidate>
      <Stack gap="4">
        <TextField
          required
          readOnly={readOnly}
          label="Username"
          value={values.username}
          onValue={(username) => change({ username })}
          autoComplete="off"
          helper={isNew && "Also the user's email address."}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            readOnly={readOnly}
            label="First name"
            value={values.firstName}
            onValue={(firstName) => change({ firstName })}
          />
          <TextField
            readOnly={readOnly}
            label="Last name"
            value={values.lastName}
            onValue={(lastName) => change({ lastName })}
          />
        </SimpleGrid>
        {!readOnly && (
          <>
            <PasswordField
              label={isNew ? 'Password' : 'New password'}
              value={values.password}
              onValue={(password) => change({ password })}
              required={isNew}
              keepsCurrent={!isNew}
            />
            <TextField
              required={isNew}
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_FIELD_MIN_LENGTH}
              value={values.confirm}
              onValue={(confirm) => change({ confirm })}
              invalid={confirmWrong}
              error={CONFIRM_MISMATCH}
            />
          </>
        )}
        <TagInput label="Tags" value={values.tags} onChange={(tags) => change({ tags })} disabled={readOnly} />
        <TagInput
          label="Forced tags"
          placeholder="Add a forced tag"
          value={values.forcedTags}
          onChange={(forcedTags) => change({ forcedTags })}
          disabled={readOnly}
        />
        <Field.Root disabled={readOnly}>
          <Field.Label>Landing page</Field.Label>
          <LandingPageSelect
            pages={USER_LANDING_PAGES}
            value={values.landingPage}
            onChange={(landingPage) => change({ landingPage: landingPage as UserLandingPage | '' })}
            noneLabel="Default (layouts)"
          />
        </Field.Root>
        {problem && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        {!readOnly && <SaveButton saving={saving} />}
      </Stack>
    </form>
  );
}
