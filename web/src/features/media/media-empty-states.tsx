import { Button, EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuImage, LuSearchX } from 'react-icons/lu';

export const EMPTY_LIBRARY = 'No media yet. Upload some.';
export const NO_MATCHES = 'No media matches these filters.';

/** The library has nothing (for this user): invite an upload. */
export function EmptyLibrary({ uploadButton }: { uploadButton: ReactNode }) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuImage />
        </EmptyState.Indicator>
        <EmptyState.Title>{EMPTY_LIBRARY}</EmptyState.Title>
        {uploadButton}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The filters (or the session tags) hide everything. `onClear` clears the filters of the page. */
export function NoMatches({ sessionTags, onClear }: { sessionTags: readonly string[]; onClear?: () => void }) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuSearchX />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{NO_MATCHES}</EmptyState.Title>
          {sessionTags.length > 0 && (
            <EmptyState.Description>Your session tags ({sessionTags.join(', ')}) apply too.</EmptyState.Description>
          )}
        </VStack>
        {onClear && (
          <Button variant="outline" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
