import { Heading, HStack, IconButton, Input } from '@chakra-ui/react';
import { MAX_CARD_TITLE_LENGTH } from '@signage/domain/dashboard';
import { useState } from 'react';
import { LuPencil } from 'react-icons/lu';

/**
 * The card's title, editable in place (spec 01 §2): "Rename card" or a double-click opens the field; Enter or
 * leaving it saves, Escape cancels. An empty title is not saved.
 */
export function CardTitle({ name, onRename }: { name: string; onRename: (name: string) => void }) {
  const [draft, setDraft] = useState<string>();
  const commit = () => {
    const next = draft?.trim();
    setDraft(undefined);
    if (next && next !== name) onRename(next);
  };
  if (draft !== undefined) {
    return (
      <Input
        size="sm"
        aria-label="Card title"
        value={draft}
        maxLength={MAX_CARD_TITLE_LENGTH}
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setDraft(undefined);
        }}
      />
    );
  }
  return (
    <HStack gap="1" minWidth="0" flex="1">
      <Heading as="h2" size="sm" truncate title={name} onDoubleClick={() => setDraft(name)}>
        {name}
      </Heading>
      <IconButton size="2xs" variant="ghost" aria-label={`Rename card ${name}`} onClick={() => setDraft(name)}>
        <LuPencil />
      </IconButton>
    </HStack>
  );
}
