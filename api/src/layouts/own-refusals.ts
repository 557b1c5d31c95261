import type { Operation } from '@signage/contract/schema';
import { endpoint } from '../kit/route.ts';

/**
 * `endpoint(op)` for a layout write: a refused body is handed to the handler (`attachValidation`), which answers it
 * with the spec's message (spec 01 §5). Its body is checked without coercion, as every body is (kit/validators.ts).
 */
export function ownRefusalsEndpoint<const O extends Operation>(op: O) {
  return { ...endpoint(op), attachValidation: true };
}
