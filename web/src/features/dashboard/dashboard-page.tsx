import 'react-grid-layout/css/styles.css';
import { useApolloClient } from '@apollo/client/react';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { DASHBOARD_COLUMNS, MAX_DASHBOARD_CARDS } from '@signage/domain/dashboard';
import { AREA_VIEWERS } from '@signage/domain/permissions';
import { GridLayout, type Layout, useContainerWidth } from 'react-grid-layout';
import { useConfirm } from '../../components/confirm/use-confirm.ts';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { PageTitleBar } from '../../components/page-title-bar.tsx';
import { DashboardCardDevicesQueryDocument } from '../../gql/graphql.ts';
import { useCan } from '../../lib/use-can.ts';
import { AddCardMenu } from './add-card-menu.tsx';
import { AutoRefreshSelect } from './auto-refresh-select.tsx';
import { CARD_DRAG_HANDLE, DashboardCard } from './dashboard-card.tsx';
import {
  type CardState,
  moveInReadingOrder,
  newCard,
  positionsChanged,
  ROW_HEIGHT,
  withPositions,
} from './dashboard-cards.ts';
import { useAutoRefresh } from './use-auto-refresh.ts';
import { useDashboardCards } from './use-dashboard-cards.ts';

export const NO_CARDS = 'No cards yet. Add a card, then give it tags to list the devices that carry them.';
export const NO_CARDS_WITHOUT_DEVICES =
  'No cards yet. Cards list devices: with the "view devices" permission you can add them here.';

/** /dashboard (spec 01 §2): the user's cards, each a tag search listing devices, arranged on a grid. */
export function DashboardPage() {
  const { cards, save, error, refetch } = useDashboardCards();
  const client = useApolloClient();
  const refresh = useAutoRefresh(
    () =>
      void client.refetchQueries({
        include: [DashboardCardDevicesQueryDocument],
      }),
  );
  const ask = useConfirm();
  // Cards list devices: without a right to see them a card could only say so (spec 01 §6, actions are hidden).
  const maySeeDevices = useCan(AREA_VIEWERS.devices);

  const update = (changed: CardState) => cards && void save(cards.map((c) => (c.key === changed.key ? changed : c)));
  const remove = async (card: CardState) => {
    if (!cards || !(await ask({ message: `Delete the card "${card.name}"?` }))) return;
    void save(cards.filter((c) => c.key !== card.key));
  };

  return (
    <Stack gap="4">
      <PageTitleBar title="Dashboard">
        <HStack gap="4" wrap="wrap">
          <AutoRefreshSelect
            intervalMs={refresh.intervalMs}
            onToggle={refresh.setOn}
            onInterval={refresh.setIntervalMs}
          />
          {maySeeDevices && (
            <AddCardMenu
              disabled={!cards || cards.length >= MAX_DASHBOARD_CARDS}
              onAdd={(kind) => cards && void save([...cards, newCard(kind, cards)])}
            />
          )}
        </HStack>
      </PageTitleBar>
      {error && !cards ? (
        <LoadError title="Could not load your dashboard." error={error} onRetry={() => void refetch()} />
      ) : !cards ? (
        <PageSpinner />
      ) : cards.length === 0 ? (
        <Text color="fg.muted">{maySeeDevices ? NO_CARDS : NO_CARDS_WITHOUT_DEVICES}</Text>
      ) : (
        <CardGrid cards={cards} onMove={(next) => void save(next)} onChange={update} onDelete={remove} />
      )}
    </Stack>
  );
}

function CardGrid({
  cards,
  onMove,
  onChange,
  onDelete,
}: {
  cards: CardState[];
  onMove: (cards: CardState[]) => void;
  onChange: (card: CardState) => void;
  onDelete: (card: CardState) => void;
}) {
  const { width, containerRef, mounted } = useContainerWidth();
  const layout: Layout = cards.map((card) => ({ i: card.key, minW: 2, minH: 3, ...card.position! }));
  // The grid reports its layout after every render too: only a real move or resize is saved.
  const moved = (next: Layout) => {
    const placed = withPositions(cards, next);
    if (positionsChanged(cards, placed)) onMove(placed);
  };
  return (
    <Box ref={containerRef} mx="-2.5">
      {mounted && (
        <GridLayout
          width={width}
          layout={layout}
          gridConfig={{ cols: DASHBOARD_COLUMNS, rowHeight: ROW_HEIGHT }}
          dragConfig={{ handle: `.${CARD_DRAG_HANDLE}` }}
          onLayoutChange={moved}
        >
          {cards.map((card) => (
            <div key={card.key}>
              <DashboardCard
                card={card}
                onChange={onChange}
                onDelete={() => onDelete(card)}
                onMove={(step) => onMove(moveInReadingOrder(cards, card.key, step))}
              />
            </div>
          ))}
        </GridLayout>
      )}
    </Box>
  );
}
