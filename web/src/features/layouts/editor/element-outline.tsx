import { Box, List, Text } from '@chakra-ui/react';
import { elementLabel } from '@signage/domain/layouts/elements';

interface OutlineElement {
  id?: unknown;
  type?: unknown;
  widget_type?: unknown;
  custom_label?: unknown;
  name?: unknown;
  left?: unknown;
  top?: unknown;
  pwidth?: unknown;
  pheight?: unknown;
  children?: unknown;
}

const KIND_NAMES: Record<string, string> = {
  region: 'Region',
  tag_zone: 'Tag zone',
  sequence: 'Sequence',
  video: 'Video',
  streamingvideo: 'Streaming video',
  image: 'Image',
  text: 'Text',
  widget: 'Widget',
  touchapp: 'Touch app',
};

const percent = (value: unknown) => (typeof value === 'number' ? `${Math.round(value * 100) / 100}%` : '?');

function kindOf(element: OutlineElement): string {
  const kind = KIND_NAMES[String(element.type)] ?? String(element.type);
  return element.type === 'widget' ? `${String(element.widget_type).toUpperCase()} widget` : kind;
}

/**
 * The layout's element tree as a read-only nested list: each element's label, kind, and place in its parent.
 * It shows what the layout holds until the editor body (canvas, tree with reordering, properties) mounts here.
 */
export function ElementOutline({ root }: { root: OutlineElement }) {
  return (
    <List.Root as="ul" aria-label="Elements" ps="0" listStyleType="none">
      <OutlineItem element={root} />
    </List.Root>
  );
}

function OutlineItem({ element }: { element: OutlineElement }) {
  const children = Array.isArray(element.children) ? (element.children as OutlineElement[]) : [];
  return (
    <List.Item>
      <Box py="1">
        <Text as="span" fontWeight="medium">
          {elementLabel(element)}
        </Text>{' '}
        <Text as="span" color="fg.muted" fontSize="sm">
          {kindOf(element)} · {percent(element.left)}, {percent(element.top)} · {percent(element.pwidth)} x{' '}
          {percent(element.pheight)}
        </Text>
      </Box>
      {children.length > 0 && (
        <List.Root as="ul" ps="5" borderStartWidth="1px" ms="2" listStyleType="none">
          {children.map((child, index) => (
            <OutlineItem key={typeof child.id === 'string' ? child.id : index} element={child} />
          ))}
        </List.Root>
      )}
    </List.Item>
  );
}
