import { CloseButton, Heading, List, Popover, Stack, Text } from '@chakra-ui/react';
import { PopoverPanel } from '../../components/popover-panel.tsx';
import { useDisplayTime } from '../../lib/use-display-time.ts';
import releases from '../../whats-new.json';
import { WhatsNewButton } from './whats-new.tsx';

interface Release {
  date: string;
  title: string;
  items: string[];
}

/** The what's-new list once first used (so opened at once): the release notes, kept in web/src/whats-new.json. */
export function WhatsNewPopover() {
  const { date } = useDisplayTime();
  return (
    <PopoverPanel
      positioning={{ placement: 'bottom-end' }}
      defaultOpen
      trigger={<WhatsNewButton />}
      header={
        <Popover.Header display="flex" justifyContent="space-between" alignItems="center">
          <Popover.Title asChild>
            <Heading as="h2" size="md">
              What's new
            </Heading>
          </Popover.Title>
          <Popover.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Close what's new" />
          </Popover.CloseTrigger>
        </Popover.Header>
      }
      contentProps={{ width: { base: '90vw', md: '28rem' }, maxHeight: '70vh', overflowY: 'auto' }}
    >
      <Stack gap="5">
        {(releases as Release[]).map((release) => (
          <Stack key={release.date} as="section" gap="2">
            <Stack gap="0">
              <Heading as="h3" size="sm">
                {release.title}
              </Heading>
              <Text fontSize="xs" color="fg.muted">
                {date(`${release.date}T12:00:00Z`)}
              </Text>
            </Stack>
            <List.Root ps="5" gap="1" fontSize="sm">
              {release.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          </Stack>
        ))}
      </Stack>
    </PopoverPanel>
  );
}
