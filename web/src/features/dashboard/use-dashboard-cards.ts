import { useEffect, useRef, useState } from 'react';
import { SaveDashboardCardsMutationDocument } from '../../gql/graphql.ts';
import { useDashboardPageQuery } from '../../gql/hooks.ts';
import { useNotifiedMutation } from '../../lib/use-notified-mutation.ts';
import { type CardState, cardsFromServer, toCardInputs } from './dashboard-cards.ts';

/**
 * The signed-in user's cards: loaded once, changed on this page, and each change saved at once (results cleared).
 * A refused save is reported ("Error: …") and the page goes back to what is stored.
 */
export function useDashboardCards() {
  const query = useDashboardPageQuery({ fetchPolicy: 'network-only' });
  const [cards, setCards] = useState<CardState[]>();
  const [run, { loading: saving }] = useNotifiedMutation(SaveDashboardCardsMutationDocument);
  const stored = useRef<CardState[]>([]);

  useEffect(() => {
    if (query.data && cards === undefined) {
      const loaded = cardsFromServer(query.data.dashboardCards);
      stored.current = loaded;
      setCards(loaded);
    }
  }, [query.data, cards]);

  const save = async (next: CardState[]) => {
    setCards(next);
    const answer = await run({ cards: toCardInputs(next) });
    if (answer) stored.current = next;
    else setCards(stored.current);
  };

  return { cards, save, saving, error: query.error, refetch: query.refetch };
}
