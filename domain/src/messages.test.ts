import { describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES, errorFromMsg, MEDIA_MESSAGES, MESSAGES, notFoundMessage } from './messages.ts';

describe('errorFromMsg (spec 01 §8 "Error: {msg}", else "An error has occured.")', () => {
  it("prefixes the answer's msg", () => {
    expect(errorFromMsg('Layout name empty.')).toBe('Error: Layout name empty.');
  });

  it('shows the generic text bare when there is no msg, or when the gateway already put the generic text', () => {
    expect(errorFromMsg(undefined)).toBe('An error has occured.');
    expect(errorFromMsg('')).toBe('An error has occured.');
    expect(errorFromMsg(MESSAGES.genericError)).toBe('An error has occured.');
  });
});

describe('device messages (spec 02 §8)', () => {
  it('carries the exact texts of the spec', () => {
    expect(DEVICE_MESSAGES).toEqual({
      keyIncorrect: 'Device Key not entered correctly.',
      activationFailed: 'Device could not be activated.',
      updated: 'Device updated successfully.',
      destroyed: 'Device destroyed successfully.',
      tagsCopied: 'Successfully copied tags to temporary storage',
      tagClipboardEmpty: 'Tag Clipboard Empty',
      lastContactMinMax: 'Please enter a min and max value',
      maxDevicesPerCard: 'Maximum devices per card limit reached [ 100 ]',
    });
  });
});

describe('bulk media delete question (spec 01 §8)', () => {
  it('names how many for several, and asks the single-item question for one', () => {
    expect(MEDIA_MESSAGES.confirmBulkDelete(3)).toBe('Are you sure you want to delete these 3 media items?');
    expect(MEDIA_MESSAGES.confirmBulkDelete(1)).toBe('Are you sure you want to DELETE this Media Object?');
  });
});

describe('notFoundMessage', () => {
  it('names the noun and the id, or every id of a list', () => {
    expect(notFoundMessage('Widget Authentication', 7)).toBe('Widget Authentication 7 not found.');
    expect(notFoundMessage('Media', [3, 4])).toBe('Media 3, 4 not found.');
  });
});
