import { useContext } from 'react';
import { type Confirm, ConfirmContext } from './confirm-context.ts';

/** `confirm(options?)`: the spec's confirmation dialog (spec 01 §8); resolves true on OK. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs <ConfirmProvider> above it');
  return confirm;
}
