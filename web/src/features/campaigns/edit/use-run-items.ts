import { useFormValues } from '../../../lib/use-form-values.ts';
import { type CampaignValues, newRun, type RunValue } from './campaign-values.ts';

/**
 * The campaign editor's form (`useFormValues`: its values and refusal) and the editing of its runs: add (the default
 * run), re-date, remove.
 */
export function useRunItems(initial: () => CampaignValues, timeZone: string) {
  const form = useFormValues<CampaignValues>(initial);
  const { setValues } = form;
  const setRuns = (runs: (list: RunValue[]) => RunValue[]) => setValues((v) => ({ ...v, runs: runs(v.runs) }));
  return {
    ...form,
    addRun: () => setRuns((list) => [...list, newRun(Date.now(), timeZone)]),
    redate: (key: string, timer: RunValue['timer']) =>
      setRuns((list) => list.map((r) => (r.key === key ? { ...r, timer } : r))),
    removeRun: (key: string) => setRuns((list) => list.filter((r) => r.key !== key)),
  };
}
