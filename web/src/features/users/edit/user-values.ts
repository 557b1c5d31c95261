import { USER_MESSAGES } from '@signage/domain/messages';
import { confirmMatches, isStrongPassword } from '@signage/domain/password-rules';
import { USER_LANDING_PAGES } from '@signage/domain/users';
import type { TagValue } from '../../../components/tags/tag-input.tsx';
import type { CreateUserInput, UpdateUserInput, UserForm_UserFragment } from '../../../gql/graphql.ts';
import { editableTags } from '../../../lib/object-basics.ts';

export type UserLandingPage = (typeof USER_LANDING_PAGES)[number];

/** What the user editor holds while it is edited. */
export interface UserValues {
  username: string;
  firstName: string;
  lastName: string;
  password: string;
  confirm: string;
  tags: TagValue[];
  forcedTags: TagValue[];
  landingPage: UserLandingPage | '';
}

export const CONFIRM_MISMATCH = 'The confirmation must equal the password.';
export const USERNAME_REQUIRED = 'Username is required.';

export function initialUserValues(user: UserForm_UserFragment | undefined, sessionTags: readonly string[]): UserValues {
  const landing = user?.cmsMetadata.landingPage;
  return {
    username: user?.username ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    password: '',
    confirm: '',
    // A new user's tags start with the session tags (spec 01 §6), as every new object's do.
    tags: user ? editableTags(user.tags) : sessionTags.map((name) => ({ name })),
    forcedTags: (user?.forcedTags ?? []).map((name) => ({ name })),
    landingPage: (USER_LANDING_PAGES as readonly string[]).includes(landing ?? '') ? (landing as UserLandingPage) : '',
  };
}

/**
 * Why the values cannot be saved, in the spec's words (spec 02 §5): a new user needs a valid password; an
 * existing one only when it is being changed; the confirmation must equal it.
 */
export function userProblem(values: UserValues, isNew: boolean): string | undefined {
  if (!values.username.trim()) return USERNAME_REQUIRED;
  const changingPassword = isNew || values.password !== '' || values.confirm !== '';
  if (!changingPassword) return undefined;
  if (!isStrongPassword(values.password)) return USER_MESSAGES.passwordRequirementsNotMet;
  if (!confirmMatches(values.password, values.confirm)) return CONFIRM_MISMATCH;
  return undefined;
}

const names = (tags: readonly TagValue[]) => tags.map((t) => t.name);
const cmsMetadata = (values: UserValues) => ({ landingPage: values.landingPage || null });

export function createUserInput(values: UserValues): CreateUserInput {
  return {
    username: values.username.trim(),
    password: values.password,
    firstName: values.firstName,
    lastName: values.lastName,
    tags: names(values.tags),
    forcedTags: names(values.forcedTags),
    cmsMetadata: cmsMetadata(values),
  };
}

/** The changes of an existing user: the password only when one was typed. */
export function updateUserInput(values: UserValues): UpdateUserInput {
  return {
    username: values.username.trim(),
    ...(values.password ? { password: values.password } : {}),
    firstName: values.firstName,
    lastName: values.lastName,
    tags: names(values.tags),
    forcedTags: names(values.forcedTags),
    cmsMetadata: cmsMetadata(values),
  };
}
