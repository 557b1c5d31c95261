import { HStack, Input, Text } from '@chakra-ui/react';
import { DEVICE_KEY_PART_LENGTH, DEVICE_KEY_PARTS, deviceKeyParts } from '@signage/domain/device-key';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';

const PART_IDS = Array.from({ length: DEVICE_KEY_PARTS }, (_, i) => `part-${i + 1}`);

/** `parts` with `pieces` written into the boxes from `index` on; what does not fit is dropped. */
export function placeParts(parts: readonly string[], index: number, pieces: readonly string[]): string[] {
  return PART_IDS.map((_, i) => (i >= index && i - index < pieces.length ? pieces[i - index]! : (parts[i] ?? '')));
}

interface DeviceKeyInputsProps {
  parts: readonly string[];
  onChange: (parts: string[]) => void;
  invalid: boolean;
  disabled?: boolean;
}

/**
 * The four 5-character boxes of a device key (spec 02 §5): focus moves on after 5 characters and back on
 * Backspace in an empty box; a pasted key is stripped of non-word characters and split over the boxes.
 */
export function DeviceKeyInputs({ parts, onChange, invalid, disabled }: DeviceKeyInputsProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => refs.current[Math.max(0, Math.min(DEVICE_KEY_PARTS - 1, index))]?.focus();

  const setPart = (index: number, raw: string) => {
    const value = raw.replace(/\W/g, '').toUpperCase();
    // Typing past the fifth character of a box carries on into the next ones.
    const spread = deviceKeyParts(value);
    const next = spread.length <= 1 ? placeParts(parts, index, [value]) : placeParts(parts, index, spread);
    onChange(next);
    const filled = spread.length > 1 ? index + spread.length - 1 : index;
    if ((next[filled] ?? '').length >= DEVICE_KEY_PART_LENGTH) focus(filled + 1);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = deviceKeyParts(event.clipboardData.getData('text').toUpperCase());
    if (pasted.length === 0) return;
    event.preventDefault();
    onChange(placeParts(parts, index, pasted));
    focus(index + pasted.length - 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && parts[index] === '' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    }
  };

  return (
    <HStack gap="2" role="group" aria-label="Device key">
      {PART_IDS.map((partId, index) => (
        <HStack key={partId} gap="2">
          {index > 0 && (
            <Text aria-hidden color="fg.muted">
              -
            </Text>
          )}
          <Input
            ref={(element) => {
              refs.current[index] = element;
            }}
            aria-label={`Device key part ${index + 1}`}
            aria-invalid={invalid || undefined}
            value={parts[index] ?? ''}
            onChange={(event) => setPart(index, event.currentTarget.value)}
            onPaste={(event) => onPaste(index, event)}
            onKeyDown={(event) => onKeyDown(index, event)}
            width="24"
            fontFamily="mono"
            fontSize="lg"
            textAlign="center"
            textTransform="uppercase"
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            autoFocus={index === 0}
          />
        </HStack>
      ))}
    </HStack>
  );
}
