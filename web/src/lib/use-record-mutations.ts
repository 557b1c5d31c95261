import type { TypedDocumentNode } from '@apollo/client';
import { type NotifiedMutationOptions, useNotifiedMutation } from './use-notified-mutation.ts';

/*
 * The usual save hooks of an area's records, on useNotifiedMutation: each notifies as its options say and resolves
 * true when the service answered, so an area's `useCreate<Thing>`, `useUpdate<Thing>` and `useDelete<Thing>` are
 * their document and messages. Hooks that need the answer (a new id) or do more keep useNotifiedMutation.
 */

/** `create(input)`. */
export function useCreateRecord<TData, TInput>(
  document: TypedDocumentNode<TData, { input: TInput }>,
  options: NotifiedMutationOptions<TData, { input: TInput }>,
) {
  const [run, state] = useNotifiedMutation(document, options);
  return [async (input: TInput) => (await run({ input })) !== undefined, state] as const;
}

/** `update(id, input)`. */
export function useUpdateRecord<TData, TInput>(
  document: TypedDocumentNode<TData, { id: string; input: TInput }>,
  options: NotifiedMutationOptions<TData, { id: string; input: TInput }>,
) {
  const [run, state] = useNotifiedMutation(document, options);
  return [async (id: string, input: TInput) => (await run({ id, input })) !== undefined, state] as const;
}

/** `remove(id)`, after the usual "are you sure" (spec 01 §8). */
export function useDeleteRecord<TData>(
  document: TypedDocumentNode<TData, { id: string }>,
  options: NotifiedMutationOptions<TData, { id: string }>,
) {
  const [run, state] = useNotifiedMutation(document, options);
  return [async (id: string) => (await run({ id }, { confirm: {} })) !== undefined, state] as const;
}
