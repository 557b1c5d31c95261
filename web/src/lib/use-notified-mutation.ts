import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { NotificationType } from '@signage/domain/notifications';
import type { ConfirmOptions } from '../components/confirm/confirm-context.ts';
import { useConfirm } from '../components/confirm/use-confirm.ts';
import { useNotify } from '../components/notifications/use-notify.ts';
import { ANSWERED_ERROR_CODES, answeredErrorMessage } from './answered-errors.ts';

export interface Notice {
  type: NotificationType;
  text: string;
}

export interface NotifiedMutationOptions<TData, TVariables extends OperationVariables> {
  /** What a success says (spec 01 §8), worked out from the answer when it depends on it. */
  success?: string | ((data: TData, variables: TVariables) => string);
  /** The notification type of the success; "success" unless the answer only says the request was sent. */
  successType?: NotificationType;
  /** The notice of a failure; by default "Error: {msg}" for a refusal the service answered, nothing for the rest. */
  failure?: (error: unknown) => Notice | undefined;
  /** Error codes this screen reports itself; the error link reports the others. Default: the answered refusals. */
  handledErrorCodes?: readonly string[];
  /** Options of every call: cache update, refetched queries. */
  mutation?: Omit<useMutation.Options<TData, TVariables>, 'context' | 'variables'>;
}

export type RunOptions<TData, TVariables extends OperationVariables> = Omit<
  useMutation.MutationFunctionOptions<TData, TVariables>,
  'variables'
> & {
  /** Asks first (spec 01 §8 confirmation dialog); nothing is sent when the user cancels. */
  confirm?: ConfirmOptions;
};

/** A refusal the service explained is a warning, not a danger (spec 02 §8: 'the warning "Error: {msg}"'). */
const answeredRefusal = (error: unknown): Notice | undefined => {
  const text = answeredErrorMessage(error);
  return text ? { type: 'warning', text } : undefined;
};

/**
 * The one way a screen runs a mutation that tells the user how it went: `use<Verb><Thing>` hooks wrap this, never
 * under a generated hook's name. Optionally asks first, then notifies the success text, or the refusal as
 * "Error: {msg}" (anything else the error link has already reported). Resolves the answer, or undefined when
 * cancelled or failed.
 */
export function useNotifiedMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: NotifiedMutationOptions<TData, TVariables> = {},
) {
  const notify = useNotify();
  const ask = useConfirm();
  // Variables come with each call; the generic options are passed through as they are.
  const [mutate, state] = useMutation(
    document as TypedDocumentNode<TData, OperationVariables>,
    {
      ...options.mutation,
      context: { handledErrorCodes: options.handledErrorCodes ?? ANSWERED_ERROR_CODES },
    } as useMutation.Options<TData, OperationVariables>,
  );

  const run = async (
    variables: TVariables,
    { confirm, ...callOptions }: RunOptions<TData, TVariables> = {},
  ): Promise<TData | undefined> => {
    if (confirm && !(await ask(confirm))) return undefined;
    try {
      const { data } = await (mutate as (o: object) => Promise<{ data?: TData | null }>)({ ...callOptions, variables });
      if (!data) return undefined;
      const success = typeof options.success === 'function' ? options.success(data, variables) : options.success;
      if (success) notify(options.successType ?? 'success', success);
      return data;
    } catch (error) {
      const notice = (options.failure ?? answeredRefusal)(error);
      if (notice) notify(notice.type, notice.text);
      return undefined;
    }
  };
  return [run, state] as const;
}
