import { useSyncExternalStore } from 'react';

/**
 * Whether the installation's licence is valid, as the last response that said so reported
 * (`extensions.licenceValid`). App state only: it is not stored, a reload asks the server again.
 */
let licenceValid = true;
const listeners = new Set<() => void>();

export function setLicenceValid(valid: boolean): void {
  if (valid === licenceValid) return;
  licenceValid = valid;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLicenceValid(): boolean {
  return useSyncExternalStore(subscribe, () => licenceValid);
}
