import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TagSuggestionsQueryDocument } from '../../gql/graphql.ts';
import { renderApp } from '../../test/render-app.tsx';
import { TagInput, type TagValue } from './tag-input.tsx';
import { TAG_INPUT_ERROR } from './tag-input-error.tsx';

const KNOWN = [
  { name: 'lobby', color: 'red' },
  { name: 'lounge', color: null },
  { name: 'foyer', color: 'dark blue' },
];

/** Answers any term with the known tags it prefixes; counts the requests. */
function suggestionMocks(requests: string[] = []): MockLink.MockedResponse[] {
  return [
    {
      request: { query: TagSuggestionsQueryDocument, variables: () => true },
      result: ({ term }: { term: string }) => {
        requests.push(term);
        return {
          data: {
            tagSuggestions: KNOWN.filter((t) => t.name.startsWith(term)).map((t) => ({
              __typename: 'Tag',
              ...t,
              foregroundColor: null,
            })),
          },
        };
      },
      maxUsageCount: 100,
      delay: 0,
    },
  ];
}

function Harness({ initial = [] }: { initial?: TagValue[] }) {
  const [value, setValue] = useState<TagValue[]>(initial);
  return (
    <>
      <TagInput label="Tags" value={value} onChange={setValue} />
      <output aria-label="value">{JSON.stringify(value)}</output>
    </>
  );
}

function setup(initial?: TagValue[], requests?: string[]) {
  renderApp(<Harness initial={initial} />, { mocks: suggestionMocks(requests) });
  const input = screen.getByRole('combobox', { name: 'Tags' });
  const value = () => JSON.parse(screen.getByRole('status', { name: 'value' }).textContent ?? '[]') as TagValue[];
  return { user: userEvent.setup(), input, value };
}

describe('tag input', () => {
  it('adds a tag on Enter, shown as a chip, and empties the input', async () => {
    const { user, input, value } = setup();
    await user.type(input, 'brand-new{Enter}');
    expect(value()).toEqual([{ name: 'brand-new', color: null }]);
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Remove tag brand-new' })).toBeTruthy();
  });

  it('strips the leading # when storing', async () => {
    const { user, input, value } = setup();
    await user.type(input, '#Foyer_2{Enter}');
    expect(value().map((t) => t.name)).toEqual(['Foyer_2']);
  });

  it('ignores a duplicate, with or without its #', async () => {
    const { user, input, value } = setup([{ name: 'lobby' }]);
    await user.type(input, 'lobby{Enter}');
    await user.type(input, '#lobby{Enter}');
    expect(value().map((t) => t.name)).toEqual(['lobby']);
  });

  it('shows the input error popup for an invalid tag, and adds nothing', async () => {
    const { user, input, value } = setup();
    await user.type(input, 'two words{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(TAG_INPUT_ERROR);
    expect(TAG_INPUT_ERROR).toBe('Tags must start with # or a letter or digit, followed by letters, digits, _ or -');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(value()).toEqual([]);
    await user.type(input, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses _ or - as the first character and a lone #', async () => {
    const { user, input, value } = setup();
    for (const bad of ['_lobby', '-lobby', '#']) {
      await user.clear(input);
      await user.type(input, `${bad}{Enter}`);
      expect(screen.getByRole('alert').textContent).toBe(TAG_INPUT_ERROR);
    }
    expect(value()).toEqual([]);
  });

  it('removes a tag with its chip button', async () => {
    const { user, value } = setup([{ name: 'lobby' }, { name: 'foyer' }]);
    await user.click(screen.getByRole('button', { name: 'Remove tag lobby' }));
    expect(value().map((t) => t.name)).toEqual(['foyer']);
  });

  it('suggests tags while typing and adds the one chosen, with its colour', async () => {
    const requests: string[] = [];
    const { user, input, value } = setup([], requests);
    await user.type(input, 'lo');
    const listbox = await screen.findByRole('listbox', { name: 'Tag suggestions' });
    await within(listbox).findByRole('option', { name: 'lounge' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['lobby', 'lounge']);
    await user.click(within(listbox).getByRole('option', { name: 'lobby' }));
    expect(value()).toEqual([{ name: 'lobby', color: 'red' }]);
    expect((input as HTMLInputElement).value).toBe('');
    // Typing asks at most once per 100 ms: fewer requests than keystrokes' prefixes would need is fine,
    // but the last term typed is always asked.
    expect(requests.at(-1)).toBe('lo');
  });

  it('chooses a suggestion with the arrow keys and Enter, and leaves out tags already chosen', async () => {
    const { user, input, value } = setup([{ name: 'lobby' }]);
    await user.type(input, 'lo');
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'lounge' });
    expect(within(listbox).queryByRole('option', { name: 'lobby' })).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(within(listbox).getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(value().map((t) => t.name)).toEqual(['lobby', 'lounge']);
  });

  it('takes the highlighted suggestion on Enter, not the partial text typed', async () => {
    const { user, input, value } = setup();
    await user.type(input, 'fo');
    const listbox = await screen.findByRole('listbox');
    const foyer = await within(listbox).findByRole('option', { name: 'foyer' });
    expect(input.getAttribute('aria-activedescendant')).toBe(foyer.id);
    await user.keyboard('{Enter}');
    expect(value().map((t) => t.name)).toEqual(['foyer']);
  });

  it('closes the suggestion box 200 ms after the input loses focus (on a faked clock)', async () => {
    const { user, input } = setup();
    await user.type(input, 'fo');
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'foyer' });
    vi.useFakeTimers();
    try {
      fireEvent.blur(input);
      act(() => vi.advanceTimersByTime(199));
      expect(listbox.hidden).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(listbox.hidden).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
