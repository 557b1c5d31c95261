/** The LG firmware check of spec 02 §5: a minimum version per system-on-chip family. */

/** Minimum firmware per LG system-on-chip family: the letter before the first hyphen of the model name. */
const LG_FIRMWARE_MINIMUMS: Readonly<Record<string, string>> = {
  C: '04.74.50',
  D: '04.04.82',
  E: '04.03.40',
  F: '03.04.50',
  J: '03.28.00',
  G: '03.24.70',
  N: '03.70.60',
};

export type FirmwareCheck =
  | { status: 'not-applicable' }
  | { status: 'ok'; minimum: string }
  | { status: 'update'; minimum: string; desiredVersion: string };

/** Negative, zero or positive as version `a` is older, equal or newer than `b`, part by part as numbers. */
export function compareFirmwareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

const FIRMWARE_VERSION = /^\d+(\.\d+)*$/;

/**
 * Unknown models are not applicable. A version that is not newer than the minimum (or is unreadable, so it
 * cannot be shown to be newer) answers the minimum as the desired version.
 */
export function checkFirmware(
  modelName: string | null | undefined,
  firmwareVersion: string | null | undefined,
): FirmwareCheck {
  const hyphen = modelName?.indexOf('-') ?? -1;
  const family = hyphen > 0 ? modelName![hyphen - 1]!.toUpperCase() : undefined;
  const minimum = family ? LG_FIRMWARE_MINIMUMS[family] : undefined;
  if (!minimum) return { status: 'not-applicable' };
  const version = firmwareVersion?.trim() ?? '';
  if (FIRMWARE_VERSION.test(version) && compareFirmwareVersions(version, minimum) > 0) {
    return { status: 'ok', minimum };
  }
  return { status: 'update', minimum, desiredVersion: minimum };
}
