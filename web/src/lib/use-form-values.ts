import { useState } from 'react';

/**
 * An editor form's state: its values, a `change` that merges a patch into them, and the refusal (`problem`) shown
 * under the fields. `initial` runs once, on the first render.
 */
export function useFormValues<V>(initial: () => V) {
  const [values, setValues] = useState<V>(initial);
  const [problem, setProblem] = useState<string>();
  const change = (patch: Partial<V>) => setValues((v) => ({ ...v, ...patch }));
  return { values, setValues, change, problem, setProblem };
}
