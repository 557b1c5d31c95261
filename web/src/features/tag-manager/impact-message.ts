import type { TagObjectsImpactQuery } from '../../gql/graphql.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The confirmation's words for what a bulk change would do (beyond the spec: the impact is shown first). */
export function impactMessage(impact: TagObjectsImpactQuery['tagObjectsImpact'], action: 'update' | 'delete'): string {
  const devices =
    impact.devices === 0
      ? 'No device would change what it plays or which settings it gets.'
      : `${plural(impact.devices, 'device')} would change what ${impact.devices === 1 ? 'it plays' : 'they play'} or which settings ${impact.devices === 1 ? 'it gets' : 'they get'}.`;
  if (action === 'delete') {
    return `Are you sure you want to delete these ${plural(impact.objects, 'item')}? ${devices}`;
  }
  return `This changes the tags of ${impact.objectsChanged} of the ${plural(impact.objects, 'selected object')}. ${devices}`;
}
