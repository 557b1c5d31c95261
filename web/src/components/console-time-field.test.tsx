import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../test/render.tsx';
import { ConsoleTimeField, TIME_FIELD_ERROR } from './console-time-field.tsx';

/** A field whose value its parent can also set, as "Copy Monday to" does. */
function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('09:00');
  return (
    <>
      <ConsoleTimeField
        label="Opens"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue('18:30')}>
        Copy
      </button>
    </>
  );
}

describe('a 24-hour time field', () => {
  it('takes times as people type them, tidies them on leaving, and refuses what is not a time', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithChakra(<Harness onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Opens' }) as HTMLInputElement;
    expect(field.value).toBe('09:00');

    await user.clear(field);
    await user.type(field, '2105');
    expect(onChange).toHaveBeenLastCalledWith('21:05');
    await user.tab();
    expect(field.value).toBe('21:05');

    await user.clear(field);
    await user.type(field, '7');
    await user.tab();
    expect(field.value).toBe('07:00');
    expect(onChange).toHaveBeenLastCalledWith('07:00');

    // "9pm" and an hour past 23 are refused while typed; leaving the field puts the last time back.
    await user.clear(field);
    await user.type(field, '9pm');
    expect(screen.getByText(TIME_FIELD_ERROR)).toBeTruthy();
    await user.clear(field);
    await user.type(field, '25:00');
    expect(screen.getByText(TIME_FIELD_ERROR)).toBeTruthy();
    await user.tab();
    expect(field.value).toBe('07:00');
    expect(screen.queryByText(TIME_FIELD_ERROR)).toBeNull();
    expect(onChange.mock.calls.map(([time]) => time)).toEqual(['02:10', '21:05', '07:00']);

    // A value set from outside replaces the text.
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(field.value).toBe('18:30');
  });

  it('with onUnreadable, hands what is not a time to its owner and keeps it on leaving, saying nothing itself', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onUnreadable = vi.fn();
    renderWithChakra(
      <ConsoleTimeField label="End time" value="17:00" onChange={onChange} onUnreadable={onUnreadable} />,
    );
    const field = screen.getByRole('textbox', { name: 'End time' }) as HTMLInputElement;

    await user.clear(field);
    await user.type(field, '9pm');
    expect(onUnreadable).toHaveBeenLastCalledWith('9pm');
    await user.tab();
    expect(field.value).toBe('9pm');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // The owner's form refuses it in the spec's words; the field adds no words of its own.
    expect(screen.queryByText(TIME_FIELD_ERROR)).toBeNull();

    await user.clear(field);
    await user.type(field, '2105');
    expect(onChange).toHaveBeenLastCalledWith('21:05');
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });
});
