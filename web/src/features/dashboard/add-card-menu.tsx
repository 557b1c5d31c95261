import { Button, Menu, Portal } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import type { DashboardCardKind } from '../../gql/graphql.ts';

const CHOICES: { kind: DashboardCardKind; label: string }[] = [
  { kind: 'DEVICES', label: 'Devices card' },
  { kind: 'TABLE', label: 'Table widget' },
  { kind: 'TAG_CLOUD', label: 'Tag cloud' },
];

/** Adds a card of the chosen kind; each is a tag search over the devices. */
export function AddCardMenu({ onAdd, disabled }: { onAdd: (kind: DashboardCardKind) => void; disabled?: boolean }) {
  return (
    <Menu.Root onSelect={(e) => onAdd(e.value as DashboardCardKind)}>
      <Menu.Trigger asChild>
        <Button size="sm" colorPalette="accent" disabled={disabled}>
          <LuPlus /> Add card
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {CHOICES.map((c) => (
              <Menu.Item key={c.kind} value={c.kind}>
                {c.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
