import { expect, type Locator, type Page, test } from '@playwright/test';
import { newElement } from '@signage/domain/layouts/elements';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import { releaseDrag } from './dnd.ts';
import { createLayout, restAuth, signIn } from './sign-in.ts';

const box = (left: number, top: number, pwidth: number, pheight: number) => ({ left, top, pwidth, pheight });

/** Two regions across the top half (a text in the first), two pictures on the bare layout below them. */
function layoutJson() {
  const root = newLayoutJson();
  root.children.push(
    {
      ...newElement('region', 'A'),
      ...box(0, 0, 40, 50),
      name: 'Region A',
      children: [{ ...newElement('text', 'headline'), ...box(10, 10, 50, 20), name: 'Headline' }],
    },
    { ...newElement('region', 'B'), ...box(60, 0, 40, 50), zOrder: 1, name: 'Region B' },
    { ...newElement('image', 'p1'), ...box(10, 70, 10, 10), zOrder: 2, name: 'Pic 1' },
    { ...newElement('image', 'p2'), ...box(30, 70, 10, 10), zOrder: 3, name: 'Pic 2' },
  );
  return root;
}

const rows = (tree: Locator) =>
  tree
    .getByRole('treeitem')
    .evaluateAll((items) => items.map((i) => `${i.textContent} @${i.getAttribute('aria-level')}`));

/** Presses at a point of `from` (fractions of its box), travels in steps, releases at a point of `to`. */
async function drag(page: Page, from: Locator, at: [number, number], to: Locator, toAt: [number, number]) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width * at[0], a.y + a.height * at[1]);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width * at[0] + 8, a.y + a.height * at[1], { steps: 3 });
  await page.mouse.move(b.x + b.width * toAt[0], b.y + b.height * toAt[1], { steps: 12 });
}

/** An element's place on the canvas, as its style says it (percent of its parent). */
const placeOf = (page: Page, id: string) =>
  page
    .locator(`[data-element-id="${id}"]`)
    .evaluate((el: HTMLElement) => [Number.parseFloat(el.style.left), Number.parseFloat(el.style.top)]);

test('the 2D editor by mouse: tree drags reorder and move between containers, canvas drags snap with guides, a rubber band moves a group, one undo per gesture', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const auth = await restAuth(page);
  const id = await createLayout(page, auth, { name: 'Gestures board', tags: ['e2elayouts'], json: layoutJson() });
  await signIn(page);
  await page.goto(`/layouts/${id}/layout`);
  const tree = page.getByRole('tree');
  const row = (name: string) => tree.getByRole('treeitem', { name: new RegExp(`^${name} ·`) });
  await expect(row('Headline')).toBeVisible();

  // The tree: Headline dropped on Region B's row goes inside Region B.
  await drag(page, row('Headline'), [0.5, 0.5], row('Region B'), [0.5, 0.6]);
  await releaseDrag(page);
  await expect
    .poll(async () => (await rows(tree)).slice(1))
    .toEqual([
      'Region A · Region @2',
      'Region B · Region @2',
      'Headline · Text @3',
      'Pic 1 · Image @2',
      'Pic 2 · Image @2',
    ]);
  // Pic 2 dropped on the top of Pic 1's row goes below it in drawing order (z-order).
  await drag(page, row('Pic 2'), [0.5, 0.5], row('Pic 1'), [0.5, 0.1]);
  await releaseDrag(page);
  await expect.poll(async () => (await rows(tree)).slice(-2)).toEqual(['Pic 2 · Image @2', 'Pic 1 · Image @2']);
  await expect(page.locator('[data-element-id="p2"]')).toHaveCSS('z-index', '2');
  // The keyboard way: the tree's buttons, reached and pressed from the keyboard.
  await row('Headline').click();
  await page.getByRole('button', { name: 'Move out of its container' }).press('Enter');
  await expect(row('Headline')).toHaveAttribute('aria-level', '2');
  await page.getByRole('button', { name: 'Move into the container above' }).press('Enter');
  await expect(row('Headline')).toHaveAttribute('aria-level', '3');

  // The canvas: Pic 1 dragged with its centre near the layout's centre snaps there; guides show while dragging.
  const stage = page.getByTestId('layout-stage');
  const pic1 = page.locator('[data-element-id="p1"]');
  await drag(page, pic1, [0.5, 0.5], stage, [0.496, 0.75]);
  await expect(page.locator('[data-guide="x"]')).toHaveCount(1);
  await expect(page.locator('[data-guide="y"]')).toHaveCount(1);
  await page.mouse.up();
  await expect(page.locator('[data-guide]')).toHaveCount(0);
  expect(await placeOf(page, 'p1')).toEqual([45, 70]);
  await expect(page.getByLabel('Left (%)')).toHaveValue('45');
  // The whole drag is one undo step.
  await page.keyboard.press('Control+z');
  expect(await placeOf(page, 'p1')).toEqual([10, 70]);
  await page.keyboard.press('Control+Shift+z');
  expect(await placeOf(page, 'p1')).toEqual([45, 70]);

  // A rubber band from the bare layout round both pictures selects them; dragging one moves both.
  await drag(page, stage, [0.25, 0.65], stage, [0.58, 0.85]);
  await expect(page.getByTestId('rubber-band')).toBeVisible();
  await page.mouse.up();
  await expect(page.getByText('2 elements selected: drag or use the arrow keys to move them together.')).toBeVisible();
  const [before1, before2] = [await placeOf(page, 'p1'), await placeOf(page, 'p2')];
  const pic2 = page.locator('[data-element-id="p2"]');
  await drag(page, pic2, [0.5, 0.5], pic2, [0.5, -1.5]);
  await page.mouse.up();
  const [after1, after2] = [await placeOf(page, 'p1'), await placeOf(page, 'p2')];
  expect(after2[1]).toBeLessThan(before2[1]!);
  expect(after1[1]! - before1[1]!).toBeCloseTo(after2[1]! - before2[1]!, 5);
  expect([after1[0], after2[0]]).toEqual([before1[0], before2[0]]);
  // Shift+arrow moves the group by 1 percent.
  await page.keyboard.press('Shift+ArrowRight');
  expect((await placeOf(page, 'p1'))[0]).toBe(after1[0]! + 1);
  expect((await placeOf(page, 'p2'))[0]).toBe(after2[0]! + 1);

  expect((await page.request.delete(`/api/layouts/${id}`, { headers: auth })).status()).toBe(200);
});

test('a long element tree draws only the rows in view, and the keyboard and the canvas selection still reach every row', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const auth = await restAuth(page);
  const root = newLayoutJson();
  // 150 small pictures in a 15 x 10 grid.
  for (let i = 0; i < 150; i++)
    root.children.push({
      ...newElement('image', `g${i}`),
      ...box((i % 15) * 6.5, Math.floor(i / 15) * 9.5, 6, 9),
      zOrder: i,
      name: `Tile ${i}`,
    });
  const id = await createLayout(page, auth, { name: 'Long tree board', tags: ['e2elayouts'], json: root });
  await signIn(page);
  await page.goto(`/layouts/${id}/layout`);
  const tree = page.getByRole('tree');
  const row = (name: string) => tree.getByRole('treeitem', { name: new RegExp(`^${name} ·`) });
  await expect(row('Tile 0')).toBeVisible();
  expect(await tree.getByRole('treeitem').count()).toBeLessThan(100);

  // Arrow keys and End walk the tree past what is drawn; the focused row comes into view.
  await row('Tile 0').click();
  await page.keyboard.press('ArrowDown');
  await expect(row('Tile 1')).toBeFocused();
  await page.keyboard.press('End');
  await expect(row('Tile 149')).toBeFocused();
  await expect(row('Tile 149')).toBeInViewport();
  await expect(row('Tile 149')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(row('Tile 148')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tree.getByRole('treeitem').first()).toBeFocused();
  await expect(row('Tile 149')).toHaveCount(0);

  // Selecting on the canvas scrolls the tree to that element's row.
  await page.locator('[data-element-id="g120"]').click();
  await expect(row('Tile 120')).toBeInViewport();
  await expect(row('Tile 120')).toHaveAttribute('aria-selected', 'true');

  expect((await page.request.delete(`/api/layouts/${id}`, { headers: auth })).status()).toBe(200);
});
