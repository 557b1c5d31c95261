import type { ErrorLike } from '@apollo/client';
import { LICENCE_MESSAGES } from '@signage/domain/licence';
import { UploadLicenceMutationDocument } from '../../gql/graphql.ts';
import { answeredErrorMessage } from '../../lib/answered-errors.ts';
import { reportedErrors } from '../../lib/api-errors.ts';
import { useNotifiedMutation } from '../../lib/use-notified-mutation.ts';

/**
 * Installs a licence file: "License file accepted" or "License file rejected, possibly corrupt" (spec 01 §8), as
 * the service answered it.
 */
export function useUploadLicence() {
  return useNotifiedMutation(UploadLicenceMutationDocument, {
    success: (data) => data.uploadLicence.message,
    failure: (error) => {
      const rejected = reportedErrors(error as ErrorLike).find((e) => e.message === LICENCE_MESSAGES.rejected);
      if (rejected) return { type: 'danger', text: rejected.message };
      const answered = answeredErrorMessage(error);
      return answered ? { type: 'warning', text: answered } : undefined;
    },
    // The page's query refetched answers the new licence; the system page sets the header's mark from it.
    mutation: { refetchQueries: ['SystemPageQuery'] },
  });
}
