import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meMock, settingsMock } from '../../test/console-mocks.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SignedInProbe, signedIn } from '../../test/signed-in.tsx';
import { TagManagerToolbar } from './tag-manager-toolbar.tsx';

const none = () => {};

async function buttonsFor(permissions: string[]) {
  renderApp(
    <>
      <SignedInProbe />
      <TagManagerToolbar
        selectedCount={0}
        busy={false}
        onEdit={none}
        onCopy={none}
        onReplace={none}
        onAppend={none}
        onDelete={none}
      />
    </>,
    { mocks: [meMock(permissions), settingsMock] },
  );
  await signedIn();
  const toolbar = screen.getByRole('toolbar', { name: 'Selected objects' });
  return within(toolbar)
    .getAllByRole('button')
    .map((button) => button.textContent);
}

describe('the tag manager toolbar', () => {
  it('offers an editor every action', async () => {
    expect(await buttonsFor(['view media', 'edit media'])).toEqual([
      'Edit tags',
      'Copy tags',
      'Replace tags',
      'Append tags',
      'Delete',
    ]);
  });

  it('offers a user who may only look nothing but copying the tags', async () => {
    expect(await buttonsFor(['view media'])).toEqual(['Copy tags']);
  });

  it('offers a schedule editor the tag changes but not Delete (only media and layouts are deleted here)', async () => {
    expect(await buttonsFor(['view schedules', 'edit schedules'])).toEqual([
      'Edit tags',
      'Copy tags',
      'Replace tags',
      'Append tags',
    ]);
  });
});
