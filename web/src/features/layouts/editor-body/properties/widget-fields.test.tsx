import { type ContainerElement, newElement } from '@signage/domain/layouts/elements';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../../../../test/render.tsx';
import { LayoutEditor } from '../layout-editor.tsx';
import { widgetAuthOptions } from './widget-fields.tsx';

const twitter = () => ({ ...newElement('widget_twitter', 'feed'), name: 'Feed' });
const layout = (): ContainerElement => ({ ...newElement('region', 'root'), name: 'Layout', children: [twitter()] });

describe('the twitter widget auth field', () => {
  it('offers the widget auths by name and keeps an id that is not among them', () => {
    expect(widgetAuthOptions([{ id: 4, name: 'Brand account' }], 4)).toEqual([
      { value: '4', label: 'Brand account (#4)' },
    ]);
    expect(widgetAuthOptions([{ id: 4, name: 'Brand account' }], 1)).toEqual([
      { value: '1', label: '#1 (not among your widget auths)' },
      { value: '4', label: 'Brand account (#4)' },
    ]);
  });

  it('sets the widget auth chosen from the list', { timeout: 30_000 }, async () => {
    const onChange = vi.fn();
    const auths = [
      { id: 4, name: 'Brand account' },
      { id: 7, name: 'Events account' },
    ];
    renderWithChakra(<LayoutEditor tree={layout()} onChange={onChange} widgetAuths={auths} />);
    await userEvent.click(screen.getByRole('treeitem', { name: /Feed/ }));
    await userEvent.selectOptions(screen.getByLabelText('Widget auth'), 'Events account (#7)');
    const tree = onChange.mock.calls.at(-1)![0] as ContainerElement;
    expect(tree.children[0]).toMatchObject({ type: 'widget', data: { auth_id: 7 } });
  });

  it('says where to add one when there is none', { timeout: 30_000 }, async () => {
    renderWithChakra(<LayoutEditor tree={layout()} widgetAuths={[]} />);
    await userEvent.click(screen.getByRole('treeitem', { name: /Feed/ }));
    expect(screen.getByText('No widget auths yet: add one under Advanced, Widget auths.')).toBeTruthy();
  });
});
