import { List, Text } from '@chakra-ui/react';
import { MAX_UPLOAD_HEIGHT, MAX_UPLOAD_WIDTH } from '@signage/domain/constants';
import { MEDIA_FORMATS, MEDIA_TYPES } from '@signage/domain/media';
import { MEDIA_TYPE_LABELS } from '../../../components/labels/media-type-labels.ts';

/**
 * What the upload accepts (spec 01 §9), said before anyone picks a file: the formats of each type and the largest
 * picture, so a refusal is not the first place a user learns them.
 */
export function UploadAccepts() {
  return (
    <Text as="div" fontSize="sm" color="fg.muted">
      <List.Root ps="5" gap="0.5" aria-label="Accepted files">
        {MEDIA_TYPES.map((type) => (
          <List.Item key={type}>
            {MEDIA_TYPE_LABELS[type]}: {MEDIA_FORMATS[type].join(', ')}
          </List.Item>
        ))}
      </List.Root>
      <Text mt="1">
        Images and videos up to {MAX_UPLOAD_WIDTH} x {MAX_UPLOAD_HEIGHT}.
      </Text>
    </Text>
  );
}
