import { DEVICE_SETTINGS_MESSAGES } from '@signage/domain/tag-metadata/device-settings';
import { describe, expect, it } from 'vitest';
import { deviceSettingsInput, deviceSettingsProblem, initialDeviceSettingsValues } from './device-settings-values.ts';

describe('device settings editor values: the audio duck (issue 25)', () => {
  it('starts a new record at -12 dB and submits the duck entered', () => {
    const values = initialDeviceSettingsValues(undefined, ['shop']);
    expect(values.duckDb).toBe(-12);
    expect(deviceSettingsInput({ ...values, duckDb: -6 }).value).toMatchObject({ duckDb: -6 });
  });

  it('refuses a duck outside -60 to 0 dB, or none, before the service does', () => {
    const values = initialDeviceSettingsValues(undefined, []);
    expect(deviceSettingsProblem(values)).toBeUndefined();
    expect(deviceSettingsProblem({ ...values, duckDb: 3 })).toBe(DEVICE_SETTINGS_MESSAGES.duck);
    expect(deviceSettingsProblem({ ...values, duckDb: Number.NaN })).toBe(DEVICE_SETTINGS_MESSAGES.duck);
  });
});
