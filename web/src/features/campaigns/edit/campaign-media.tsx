import { Box, Button, HoverCard, HStack, Text, Wrap } from '@chakra-ui/react';
import { CAMPAIGN_PREVIEW_MAX_PX } from '@signage/domain/campaigns/campaign';
import { HoverPreviewContent } from '../../../components/hover-preview.tsx';
import { Thumbnail } from '../../../components/thumbnail.tsx';
import type { CampaignMedia_MediaFragment } from '../../../gql/graphql.ts';

/**
 * Campaign media (spec 02 "Campaigns"): the media its runs play, each with a hover preview clamped to 500 px
 * (spec 02 §9; 550 px elsewhere). The preview also opens on keyboard focus.
 */
export function CampaignMedia({ media }: { media: readonly CampaignMedia_MediaFragment[] }) {
  return (
    <Box as="section" aria-labelledby="campaign-media-heading">
      <Text id="campaign-media-heading" fontWeight="semibold" mb="2">
        Campaign media
      </Text>
      {media.length === 0 ? (
        <Text fontSize="sm">No media yet: choose a layout with media for its runs to play.</Text>
      ) : (
        <Wrap gap="3" as="ul" aria-label="Campaign media" listStyleType="none">
          {media.map((item) => (
            <li key={item.id}>
              <HoverCard.Root
                openDelay={300}
                closeDelay={100}
                lazyMount
                unmountOnExit
                positioning={{ placement: 'top' }}
              >
                <HoverCard.Trigger asChild>
                  <Button variant="outline" size="sm" height="auto" py="1" aria-label={`${item.name} (preview)`}>
                    <HStack gap="2">
                      <Thumbnail
                        src={item.thumbnailUrl}
                        alt=""
                        width="16"
                        height="9"
                        objectFit="contain"
                        bg="bg.muted"
                      />
                      <Text fontSize="sm">{item.name}</Text>
                    </HStack>
                  </Button>
                </HoverCard.Trigger>
                <HoverPreviewContent name={item.name} src={item.thumbnailHqUrl} maxPx={CAMPAIGN_PREVIEW_MAX_PX} />
              </HoverCard.Root>
            </li>
          ))}
        </Wrap>
      )}
    </Box>
  );
}
