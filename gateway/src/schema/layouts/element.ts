import type { ContainerElement, LayoutElement } from '@signage/domain/layouts/elements';
import { elementsOf } from '@signage/domain/layouts/tree';
import { builder } from '../../builder.ts';

/**
 * The layout element tree typed for integrators (spec 01 §3 "Layout element"): one interface with the common
 * fields, one object type per kind (element-kinds.ts). The source of every type is the element as the REST
 * service answers it (the domain's LayoutElement), so nothing is copied or renamed on the way.
 */

export const ElementKindEnum = builder.enumType('LayoutElementKind', {
  values: {
    REGION: { value: 'region' },
    TAG_ZONE: { value: 'tag_zone' },
    SEQUENCE: { value: 'sequence' },
    VIDEO: { value: 'video' },
    STREAMING_VIDEO: { value: 'streamingvideo' },
    IMAGE: { value: 'image' },
    TEXT: { value: 'text' },
    WIDGET: { value: 'widget', description: 'rss, twitter or web: see the object type.' },
    TOUCH_APP: { value: 'touchapp' },
  } as const,
});

/** Each element's parent id, noted as the tree is walked (trees are parsed per request, so entries go with them). */
const parentOf = new WeakMap<object, string>();

/** The children of a container, each knowing its parent. */
export function childrenOf(container: ContainerElement): LayoutElement[] {
  for (const child of container.children) parentOf.set(child, container.id);
  return container.children;
}

/** Every element of a tree, parents before children, each knowing its parent. */
export function flatten(root: LayoutElement): LayoutElement[] {
  const all: LayoutElement[] = [];
  for (const { element, parent } of elementsOf(root)) {
    if (parent) parentOf.set(element, parent.id);
    all.push(element);
  }
  return all;
}

const TYPE_NAMES: Record<string, string> = {
  region: 'RegionElement',
  tag_zone: 'TagZoneElement',
  sequence: 'SequenceElement',
  video: 'VideoElement',
  streamingvideo: 'StreamingVideoElement',
  image: 'ImageElement',
  text: 'TextElement',
  touchapp: 'TouchAppElement',
  rss: 'RssWidgetElement',
  twitter: 'TwitterWidgetElement',
  web: 'WebWidgetElement',
};

export const LayoutElementRef = builder.interfaceRef<LayoutElement>('LayoutElement').implement({
  description:
    'One element of a layout. Positions and sizes are percent of the parent (decimals allowed); durations are seconds, -1 meaning none.',
  resolveType: (e) => TYPE_NAMES[e.type === 'widget' ? e.widget_type : e.type] ?? null,
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Unique within the layout.' }),
    type: t.field({ type: ElementKindEnum, resolve: (e) => e.type }),
    parentId: t.string({
      nullable: true,
      description: 'The containing element; null for the root.',
      resolve: (e) => parentOf.get(e) ?? null,
    }),
    left: t.float({ resolve: (e) => e.left }),
    top: t.float({ resolve: (e) => e.top }),
    pwidth: t.float({ description: 'Width, percent of the parent.', resolve: (e) => e.pwidth }),
    pheight: t.float({ description: 'Height, percent of the parent.', resolve: (e) => e.pheight }),
    zOrder: t.int({ description: 'Higher is in front among siblings.', resolve: (e) => e.zOrder }),
    visible: t.boolean({ resolve: (e) => e.visible }),
    duration: t.float({
      nullable: true,
      description: 'Seconds; -1 means none; null for a video without media.',
      resolve: (e) => e.duration,
    }),
    editable: t.boolean({ resolve: (e) => e.editable }),
    customLabel: t.string({ resolve: (e) => e.custom_label }),
    name: t.string({ resolve: (e) => e.name }),
    static: t.boolean({ resolve: (e) => e.static }),
    background: t.string({ description: 'CSS colour.', resolve: (e) => e.background }),
    backgroundTransparent: t.boolean({ resolve: (e) => e.background_transparent }),
    maintainAspectRatio: t.boolean({
      description: 'Keep the media aspect ratio (_metadata.maintain_ar).',
      resolve: (e) => e._metadata?.maintain_ar === true,
    }),
    metadata: t.field({
      type: 'JSON',
      description: 'The editor data kept with it (_metadata).',
      resolve: (e) => e._metadata ?? {},
    }),
  }),
});

export const ContainerElementRef = builder.interfaceRef<ContainerElement>('LayoutContainerElement').implement({
  description: 'An element holding positioned children: region, tag zone or sequence.',
  interfaces: [LayoutElementRef],
  fields: (t) => ({
    children: t.field({
      type: [LayoutElementRef],
      description: 'In stored order (a sequence shows them one after another). `Layout.elements` lists every level.',
      resolve: childrenOf,
    }),
  }),
});
