import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../../../test/render.tsx';
import { type LayoutRowActions, LayoutRowMenu } from './layout-row-menu.tsx';

function open(canEdit: boolean) {
  const actions: LayoutRowActions = {
    edit: vi.fn(),
    preview: vi.fn(),
    clone: vi.fn(),
    cloneAndView: vi.fn(),
    cloneAndSchedule: vi.fn(),
    remove: vi.fn(),
  };
  renderWithChakra(<LayoutRowMenu name="Lobby" canEdit={canEdit} actions={actions} />);
  const user = userEvent.setup();
  return { actions, user, opened: user.click(screen.getByRole('button', { name: 'Actions for Lobby' })) };
}

const itemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('a layout row menu', () => {
  it('offers cloning and delete, in order, to someone who may edit, each item doing its own action', async () => {
    const { actions, user, opened } = open(true);
    await opened;
    expect(itemNames()).toEqual(['Edit', 'Preview', 'Clone', 'Clone and view', 'Clone and schedule', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Clone and schedule' }));
    expect(actions.cloneAndSchedule).toHaveBeenCalledOnce();
    expect(actions.clone).not.toHaveBeenCalled();
  });

  it('offers only edit and preview to someone who may not edit', async () => {
    const { opened } = open(false);
    await opened;
    expect(itemNames()).toEqual(['Edit', 'Preview']);
  });
});
