import { Button, chakra, HStack, Text } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';

interface MediaSelectionBarProps {
  /** Selected items on this page. */
  selectedCount: number;
  /** Items on this page. */
  pageCount: number;
  deleting: boolean;
  onSelectAll: (all: boolean) => void;
  onDelete: () => void;
}

/** "Select all on this page" and the bulk delete, which names how many it will delete. */
export function MediaSelectionBar({
  selectedCount,
  pageCount,
  deleting,
  onSelectAll,
  onDelete,
}: MediaSelectionBarProps) {
  const allSelected = pageCount > 0 && selectedCount === pageCount;
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" py="1">
      <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
        <chakra.input
          type="checkbox"
          checked={allSelected}
          ref={(input: HTMLInputElement | null) => {
            if (input) input.indeterminate = selectedCount > 0 && !allSelected;
          }}
          onChange={(event) => onSelectAll(event.currentTarget.checked)}
          boxSize="4"
          accentColor="var(--chakra-colors-accent-solid)"
        />
        Select all on this page
      </chakra.label>
      <HStack gap="3">
        {selectedCount > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {selectedCount} selected
          </Text>
        )}
        <Button
          size="sm"
          colorPalette="red"
          variant={selectedCount > 0 ? 'solid' : 'outline'}
          disabled={selectedCount === 0}
          loading={deleting}
          onClick={onDelete}
        >
          <LuTrash2 />
          {selectedCount > 0 ? `Delete selected (${selectedCount})` : 'Delete selected'}
        </Button>
      </HStack>
    </HStack>
  );
}
