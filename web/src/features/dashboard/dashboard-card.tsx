import { Card, IconButton, Stack, Text } from '@chakra-ui/react';
import { LuGripVertical, LuTrash2 } from 'react-icons/lu';
import { LoadError } from '../../components/load-error.tsx';
import { TagInput } from '../../components/tags/tag-input.tsx';
import { sessionTagNames, useSessionTags } from '../../lib/session-tags.ts';
import { CardDeviceList } from './card-device-list.tsx';
import { CardDeviceTable } from './card-device-table.tsx';
import { CardLayouts } from './card-layouts.tsx';
import { CardTagCloud } from './card-tag-cloud.tsx';
import { CardTitle } from './card-title.tsx';
import type { CardState } from './dashboard-cards.ts';
import { useCardDevices } from './use-card-devices.ts';

/** The grid drags a card by this handle only, so the title, tags and links inside stay usable. */
export const CARD_DRAG_HANDLE = 'dashboard-card-handle';

const KIND_NAMES = { DEVICES: 'Devices', TABLE: 'Table', TAG_CLOUD: 'Tag cloud' } as const;

export interface DashboardCardProps {
  card: CardState;
  onChange: (card: CardState) => void;
  onDelete: () => void;
  /** Arrow keys on the move handle: one place earlier (-1) or later (+1) in reading order. */
  onMove: (step: -1 | 1) => void;
}

const MOVE_KEYS: Record<string, -1 | 1> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 };

/** One card (spec 01 §2): an editable title, its tags, a delete action, and what its tag search finds. */
export function DashboardCard({ card, onChange, onDelete, onMove }: DashboardCardProps) {
  // The session's tags are added to every search (spec 01 §6), a card's included; a card without tags of its own
  // still asks for them first.
  const sessionTags = useSessionTags();
  const searched =
    card.tags.length === 0 ? [] : [...new Set([...card.tags.map((t) => t.name), ...sessionTagNames(sessionTags)])];
  const state = useCardDevices(searched);
  const Body = card.kind === 'TABLE' ? CardDeviceTable : card.kind === 'TAG_CLOUD' ? CardTagCloud : CardDeviceList;
  return (
    <Card.Root as="section" aria-label={card.name} variant="outline" height="full" overflow="hidden" size="sm">
      <Card.Header flexDirection="row" alignItems="center" gap="1" pb="2">
        <IconButton
          className={CARD_DRAG_HANDLE}
          size="2xs"
          variant="ghost"
          cursor="grab"
          aria-label={`Move card ${card.name}: drag it, or press the arrow keys`}
          onKeyDown={(event) => {
            const step = MOVE_KEYS[event.key];
            if (!step) return;
            event.preventDefault();
            onMove(step);
          }}
        >
          <LuGripVertical />
        </IconButton>
        <CardTitle name={card.name} onRename={(name) => onChange({ ...card, name })} />
        <Text textStyle="xs" color="fg.muted" flexShrink={0}>
          {KIND_NAMES[card.kind]}
        </Text>
        <IconButton size="2xs" variant="ghost" aria-label={`Delete card ${card.name}`} onClick={onDelete}>
          <LuTrash2 />
        </IconButton>
      </Card.Header>
      <Card.Body gap="3" overflowY="auto" pt="0">
        <TagInput
          label={`Tags of ${card.name}`}
          hideLabel
          size="sm"
          placeholder="Add a tag to search devices"
          value={card.tags}
          onChange={(tags) => onChange({ ...card, tags: tags.map((t) => ({ name: t.name, color: t.color ?? null })) })}
        />
        {card.tags.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            Add tags to list the devices that carry them.
          </Text>
        ) : state.error ? (
          <LoadError title="Could not load the devices." error={state.error} onRetry={state.retry} />
        ) : (
          <Stack gap="3">
            {sessionTags.length > 0 && (
              <Text textStyle="xs" color="fg.muted">
                Your session tags also apply: {sessionTags.join(', ')}
              </Text>
            )}
            <Body state={state} title={card.name} />
            <CardLayouts devices={state.devices} title={card.name} />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
