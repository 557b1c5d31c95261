import { type ContainerElement, type LayoutElement, newElement } from '@signage/domain/layouts/elements';

/** A small picture for image elements, as a thumbnail link would give. */
const THUMB = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="36"><rect width="64" height="36" fill="#c05621"/><circle cx="32" cy="18" r="12" fill="#fbd38d"/></svg>')}`;

/** `count` boxes in a grid filling their parent, each a step inside its cell. */
function grid<T extends LayoutElement>(count: number, make: (i: number) => T): T[] {
  const columns = Math.ceil(Math.sqrt(count));
  const rows = Math.ceil(count / columns);
  return Array.from({ length: count }, (_, i) => ({
    ...make(i),
    left: (i % columns) * (100 / columns) + 0.5,
    top: Math.floor(i / columns) * (100 / rows) + 0.5,
    pwidth: 100 / columns - 1,
    pheight: 100 / rows - 1,
    zOrder: i,
  }));
}

function leaf(i: number): LayoutElement {
  switch (i % 5) {
    case 0:
      return {
        ...newElement('text', `t${i}`),
        text_value: `Text ${i}`,
        font_size: 40,
        font_family: i % 2 ? 'Pacifico' : 'OpenSans',
      };
    case 1:
      return { ...newElement('image', `i${i}`), media_id: 1, thumbnail_url: THUMB };
    case 2:
      return { ...newElement('widget_web', `w${i}`), data: { url: 'https://example.org' } };
    case 3:
      return { ...newElement('streamingvideo', `s${i}`), data: { slot: (i % 5) + 1 } };
    default:
      return { ...newElement('video', `v${i}`) };
  }
}

/**
 * 500 elements nested three levels: the root holds 8 regions and 12 elements; each region 5 regions; each of
 * those 11 elements (8 + 12 + 40 + 440 = 500).
 */
export function benchLayout(): ContainerElement {
  let n = 0;
  const regions = grid(8, (a) => ({
    ...newElement('region', `r${a}`),
    background_transparent: false,
    background: '#2a4365',
    children: grid(5, (b) => ({
      ...newElement('region', `r${a}-${b}`),
      background_transparent: false,
      background: '#90ee90',
      children: grid(11, () => leaf(n++)),
    })),
  }));
  const loose = grid(12, () => leaf(n++)).map((e) => ({ ...e, pwidth: 5, pheight: 5 }));
  return { ...newElement('region', 'root'), name: 'Bench layout', children: [...regions, ...loose] };
}
