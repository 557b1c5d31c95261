import type { User, UserCreate, UserUpdate } from '@signage/contract/users';
import { rest, restLogin } from './rest.ts';

/** One typed call per users operation the suites use (spec 02 §7 "Users", "Permissions"). */
export const createUserRest = (apiUrl: string, token: string, body: UserCreate) =>
  rest(apiUrl, token, 'POST', '/users/', body) as Promise<{ status: number; body: User & { msg?: string } }>;

export const updateUserRest = (apiUrl: string, token: string, id: number, body: UserUpdate) =>
  rest(apiUrl, token, 'PUT', `/users/${id}`, body) as Promise<{ status: number; body: User & { msg?: string } }>;

export const deleteUserRest = (apiUrl: string, token: string, id: number) =>
  rest(apiUrl, token, 'DELETE', `/users/${id}`) as Promise<{ status: number; body: { msg: string } }>;

export const setPermissionsRest = (apiUrl: string, token: string, id: number, permissions: string[]) =>
  rest(apiUrl, token, 'PUT', `/users/${id}/permissions`, { permissions }) as Promise<{
    status: number;
    body: { permissions: string[]; msg?: string };
  }>;

export async function listUsersRest(apiUrl: string, token: string, query = '') {
  return (await rest(apiUrl, token, 'GET', `/users/${query}`)) as {
    status: number;
    body: { users: User[]; page_info: { total_items: number }; msg?: string };
  };
}

/** A bearer token for a user, or undefined when sign-in is refused. */
export async function tokenOf(apiUrl: string, username: string, password: string) {
  return (await restLogin(apiUrl, username, password)).body.auth_token;
}
