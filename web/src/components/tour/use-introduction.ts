import { useMutation } from '@apollo/client/react';
import type { IntroductionTour as TourName } from '@signage/domain/introductions';
import { useRef } from 'react';
import { type IntroductionTour, MarkIntroductionWatchedMutationDocument } from '../../gql/graphql.ts';
import { useIntroductionsQuery } from '../../gql/hooks.ts';

/** The GraphQL enum value of a tour name: device-edit → DEVICE_EDIT. */
export const tourEnum = (tour: TourName) => tour.replace('-', '_').toUpperCase() as IntroductionTour;

/**
 * Whether `tour` is due for the signed-in user (not in their watched introductions), and the one call that marks
 * it watched: later calls do nothing, so a tour is marked once however often it ends.
 */
export function useIntroduction(tour: TourName) {
  const { data } = useIntroductionsQuery();
  const [mark] = useMutation(MarkIntroductionWatchedMutationDocument);
  const marked = useRef(false);
  const watched = data?.me.cmsMetadata.introductions;
  return {
    due: watched !== undefined && !watched.includes(tour) && !marked.current,
    markWatched: () => {
      if (marked.current) return;
      marked.current = true;
      void mark({ variables: { tour: tourEnum(tour) } });
    },
  };
}
