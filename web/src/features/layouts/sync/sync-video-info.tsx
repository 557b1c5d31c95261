import { IconButton, Popover } from '@chakra-ui/react';
import { LuInfo } from 'react-icons/lu';
import { FactList } from '../../../components/fact-list.tsx';
import { PopoverPanel } from '../../../components/popover-panel.tsx';
import type { SyncVideoInfo_MediaFragment } from '../../../gql/graphql.ts';

const seconds = (value: number | null) => (value === null ? 'Unknown' : `${value.toFixed(1)} s`);

/** The info popup of a video in the sequence grid: what it is, how long it plays, its size. */
export function SyncVideoInfo({ media, position }: { media: SyncVideoInfo_MediaFragment; position: number }) {
  return (
    <PopoverPanel
      positioning={{ placement: 'top' }}
      lazyMount
      unmountOnExit
      trigger={
        <IconButton size="xs" variant="ghost" aria-label={`About ${media.name}`}>
          <LuInfo />
        </IconButton>
      }
      header={<Popover.Arrow />}
      contentProps={{ width: 'xs' }}
    >
      <Popover.Title fontWeight="semibold" mb="2">
        {media.name}
      </Popover.Title>
      <FactList
        facts={[
          ['Position', String(position)],
          ['Duration', seconds(media.duration)],
          ['Resolution', media.width && media.height ? `${media.width} x ${media.height}` : 'Unknown'],
          ['File', media.originalName],
        ]}
        breakValues
      />
    </PopoverPanel>
  );
}
