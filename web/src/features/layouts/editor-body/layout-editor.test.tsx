import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import { type ContainerElement, newElement } from '@signage/domain/layouts/elements';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../../../test/render.tsx';
import type { DataLinks } from './data-links.ts';
import { LayoutEditor } from './layout-editor.tsx';
import type { MediaChooser } from './media-chooser.ts';

function layout(): ContainerElement {
  const text = { ...newElement('text', 'headline'), left: 10, top: 10, pwidth: 50, pheight: 20, name: 'Headline' };
  return { ...newElement('region', 'root'), name: 'Layout', children: [text] };
}
const lastTree = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)![0] as ContainerElement;
const rows = () =>
  within(screen.getByRole('tree'))
    .getAllByRole('treeitem')
    .map((r) => r.textContent);

// Each test drives the whole editor with user events; on a shared, busy machine one can pass the 5 s default.
describe('LayoutEditor', { timeout: 30_000 }, () => {
  it('adds an element from the toolbar into the tree and reports the new tree', async () => {
    const onChange = vi.fn();
    renderWithChakra(<LayoutEditor tree={layout()} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Image' }));
    expect(rows()).toEqual(['Layout · Region', 'Headline · Text', 'Image · Image']);
    expect(lastTree(onChange).children[1]).toMatchObject({
      type: 'image',
      duration: 30,
      _metadata: { maintain_ar: true },
    });
  });

  it('moves by arrow keys in 0.25 percent steps (Shift: 1), duplicates with Ctrl+D, deletes, undoes and saves', async () => {
    const onChange = vi.fn();
    const onSave = vi.fn();
    renderWithChakra(<LayoutEditor tree={layout()} onChange={onChange} onSave={onSave} />);
    const row = screen.getByRole('treeitem', { name: /Headline/ });
    await userEvent.click(row);
    const canvas = screen.getByRole('region', { name: 'Layout canvas' });
    canvas.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(lastTree(onChange).children[0]).toMatchObject({ left: 10.5, top: 11 });
    await userEvent.keyboard('{Control>}d{/Control}');
    expect(lastTree(onChange).children).toHaveLength(2);
    expect(lastTree(onChange).children[1]).toMatchObject({ left: 11.5, top: 12, text_value: 'Enter your text here' });
    await userEvent.keyboard('{Delete}');
    expect(lastTree(onChange).children).toHaveLength(1);
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(lastTree(onChange).children).toHaveLength(2);
    await userEvent.keyboard('{Control>}s{/Control}');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('edits properties: a number that is not one gets the spec message', async () => {
    const onChange = vi.fn();
    renderWithChakra(<LayoutEditor tree={layout()} onChange={onChange} />);
    await userEvent.click(screen.getByRole('treeitem', { name: /Headline/ }));
    const width = screen.getByLabelText('Width (%)');
    await userEvent.clear(width);
    await userEvent.type(width, 'wide{Enter}');
    expect(await screen.findByText(LAYOUT_MESSAGES.invalidProperties)).toBeTruthy();
    await userEvent.clear(width);
    await userEvent.type(width, '95.5{Enter}');
    // Kept inside the parent: 10 + 95.5 would pass 100, so it moves left.
    expect(lastTree(onChange).children[0]).toMatchObject({ pwidth: 95.5, left: 4.5 });
  });

  it('refuses a typed position past the parent edge and says why, instead of pulling it back', async () => {
    const onChange = vi.fn();
    renderWithChakra(<LayoutEditor tree={layout()} onChange={onChange} />);
    await userEvent.click(screen.getByRole('treeitem', { name: /Headline/ }));
    const left = screen.getByLabelText('Left (%)');
    await userEvent.clear(left);
    await userEvent.type(left, '70{Enter}');
    expect(
      await screen.findByText('Left must be from 0 to 50: the element is 50% wide and stays inside its parent.'),
    ).toBeTruthy();
    expect((left as HTMLInputElement).value).toBe('70');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(left);
    await userEvent.type(left, '40{Enter}');
    expect(lastTree(onChange).children[0]).toMatchObject({ left: 40 });
    const height = screen.getByLabelText('Height (%)');
    await userEvent.clear(height);
    await userEvent.type(height, '120{Enter}');
    expect(await screen.findByText('Height must be from 0.25 to 100 percent of the parent.')).toBeTruthy();
  });

  it('shows a text element in the tree by its text, not "Text · Text"', async () => {
    const tree = layout();
    tree.children.push({ ...newElement('text', 'price'), text_value: 'Soup of the day\n4.50' });
    renderWithChakra(<LayoutEditor tree={tree} />);
    expect(rows()).toEqual(['Layout · Region', 'Headline · Text', '“Soup of the day” · Text']);
  });

  it('links a text to a data source through the data-link dialog, shows its cell, and clears it to static text', async () => {
    const onChange = vi.fn();
    const chooseDataLink = vi.fn<NonNullable<DataLinks['chooseDataLink']>>().mockResolvedValue({
      dataSourceId: 7,
      rowKey: 'Monday',
      columnIndex: 2,
    });
    const cells = new Map([['7:Monday:2', { ok: true, text: 'Soup of the day', message: null }]]);
    renderWithChakra(<LayoutEditor tree={layout()} onChange={onChange} dataLinks={{ cells, chooseDataLink }} />);
    await userEvent.click(screen.getByRole('treeitem', { name: /Headline/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Link to data source' }));
    expect(chooseDataLink).toHaveBeenCalledWith(undefined);
    await waitFor(() =>
      expect(lastTree(onChange).children[0]).toMatchObject({ data_source: 7, data_key: 'Monday', data_column: 2 }),
    );
    expect(screen.getByText('Shows: Soup of the day')).toBeTruthy();
    expect(screen.getByTestId('layout-stage').textContent).toContain('Soup of the day');
    // Clearing the data source makes it static text again.
    await userEvent.click(screen.getByRole('button', { name: 'Clear data source' }));
    expect(lastTree(onChange).children[0]).toMatchObject({ data_source: null, data_key: null, data_column: null });
    expect(screen.getByTestId('layout-stage').textContent).toContain('Enter your text here');
  });

  it('chooses media through the chooser and refuses the wrong type with the spec message', async () => {
    const onChange = vi.fn();
    const chooseMedia = vi
      .fn<MediaChooser['chooseMedia']>()
      .mockResolvedValueOnce({ mediaId: 4, name: 'clip.mp4', mediaType: 'video' })
      .mockResolvedValueOnce({ mediaId: 5, name: 'logo.png', mediaType: 'image', thumbnailUrl: '/thumbs/5.png' });
    renderWithChakra(<LayoutEditor tree={layout()} onChange={onChange} mediaChooser={{ chooseMedia }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose image' }));
    expect(await screen.findByText(LAYOUT_MESSAGES.needsImage)).toBeTruthy();
    expect(chooseMedia).toHaveBeenCalledWith('image');
    await userEvent.click(screen.getByRole('button', { name: 'Choose image' }));
    await waitFor(() => expect(lastTree(onChange).children[1]).toMatchObject({ media_id: 5, filename: 'logo.png' }));
    expect(screen.queryByText(LAYOUT_MESSAGES.needsImage)).toBeNull();
    const stage = screen.getByTestId('layout-stage');
    expect(stage.querySelector('img')?.getAttribute('src')).toBe('/thumbs/5.png');
  });

  it('on template-view-edit leaves elements not marked editable unchangeable', async () => {
    const tree = layout();
    tree.children[0]!.editable = false;
    renderWithChakra(<LayoutEditor tree={tree} pageType="template-view-edit" />);
    await userEvent.click(screen.getByRole('treeitem', { name: /Headline/ }));
    expect(screen.getByText('This element is not editable in this template.')).toBeTruthy();
    expect((screen.getByLabelText('Left (%)') as HTMLInputElement).disabled).toBe(true);
  });

  it('read-only: says why and offers no tools', () => {
    renderWithChakra(<LayoutEditor tree={layout()} readOnly readOnlyReason={LAYOUT_MESSAGES.readOnly} />);
    expect(screen.getByText(LAYOUT_MESSAGES.readOnly)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Region' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("read-only: the host's reason, said once by the host, comes again when a key would change the layout", async () => {
    const reason = 'You may look at layouts but not change them (you do not have the edit layouts permission).';
    renderWithChakra(<LayoutEditor tree={layout()} readOnly readOnlyReason={reason} readOnlyNoted />);
    expect(screen.queryByText(reason)).toBeNull();
    expect(screen.queryByText(LAYOUT_MESSAGES.readOnly)).toBeNull();
    await userEvent.click(screen.getByRole('treeitem', { name: /Headline/ }));
    await userEvent.keyboard('{Delete}');
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByRole('treeitem', { name: /Headline/ })).toBeTruthy();
  });

  it('has no accessibility violations axe can find in the DOM', async () => {
    const { container } = renderWithChakra(<LayoutEditor tree={layout()} />);
    await userEvent.click(screen.getByRole('treeitem', { name: /Headline/ }));
    // Colour contrast needs layout, which jsdom has not: the frame's browser test covers it.
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.passes.length).toBeGreaterThan(0);
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
});
