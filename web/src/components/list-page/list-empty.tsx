import { Button, EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { LuInbox, LuSearchX } from 'react-icons/lu';

/** There is nothing in the list yet (for this user): says so and offers the page's main action. */
export function NothingYet({
  message,
  icon: Icon = LuInbox,
  action,
}: {
  message: string;
  icon?: IconType;
  action?: ReactNode;
}) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Icon />
        </EmptyState.Indicator>
        <EmptyState.Title>{message}</EmptyState.Title>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The filters (or the session tags) hide everything. `onClear` clears the page's filters. */
export function NoMatches({
  message,
  sessionTags,
  onClear,
}: {
  message: string;
  sessionTags: readonly string[];
  onClear?: () => void;
}) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuSearchX />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{message}</EmptyState.Title>
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
