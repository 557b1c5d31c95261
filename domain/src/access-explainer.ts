import { isReadOnlyShared } from './layouts/access.ts';
import { hasAnyPermission, type Permission } from './permissions.ts';

/** The kinds of object whose rows carry tags, which forced tags then decide on. */
export const ACCESS_OBJECT_KINDS = ['media', 'layout', 'schedule', 'device'] as const;
export type AccessObjectKind = (typeof ACCESS_OBJECT_KINDS)[number];

interface ActionRule {
  /** The api lets the call through when the caller holds at least one of these (guard.ts requirePermission). */
  anyOf: readonly Permission[];
  /** The object the action is about, when it is about one. */
  object?: AccessObjectKind;
  /** Writes: a layout shared with the network is read-only for a user whose forced tags it lacks. */
  write?: boolean;
}

/**
 * The guarded actions and the permissions the api asks for each, as the areas' routes call requirePermission:
 * reading needs the view or the edit permission of the area, writing the edit permission.
 */
export const ACCESS_ACTIONS = {
  'view media': { anyOf: ['view media', 'edit media'], object: 'media' },
  'edit media': { anyOf: ['edit media'], object: 'media', write: true },
  'view layouts': { anyOf: ['view layouts', 'edit layouts'], object: 'layout' },
  'edit layouts': { anyOf: ['edit layouts'], object: 'layout', write: true },
  'view schedules': { anyOf: ['view schedules', 'edit schedules'], object: 'schedule' },
  'edit schedules': { anyOf: ['edit schedules'], object: 'schedule', write: true },
  'view devices': { anyOf: ['view devices', 'edit devices'], object: 'device' },
  'edit devices': { anyOf: ['edit devices'], object: 'device', write: true },
  'command devices': { anyOf: ['command devices'], object: 'device', write: true },
  'view tags': { anyOf: ['view tags', 'edit tags'] },
  'edit tags': { anyOf: ['edit tags'], write: true },
  'view users': { anyOf: ['view users', 'edit users'] },
  'edit users': { anyOf: ['edit users'], write: true },
  'set user permissions': { anyOf: ['set user permissions'], write: true },
  'view reports': { anyOf: ['view reports'] },
  'edit system': { anyOf: ['edit system'], write: true },
} as const satisfies Record<string, ActionRule>;
export type AccessAction = keyof typeof ACCESS_ACTIONS;
export const ACCESS_ACTION_NAMES = Object.keys(ACCESS_ACTIONS) as AccessAction[];
export const isAccessAction = (value: string): value is AccessAction => value in ACCESS_ACTIONS;

export interface AccessSubject {
  permissions: readonly string[];
  forcedTags: readonly string[];
}

export interface AccessObject {
  kind: AccessObjectKind;
  name: string;
  tags: readonly string[];
  /** Layouts only. */
  sharedWithNetwork?: boolean;
}

export type AccessRule = 'permission' | 'forced-tags' | 'shared-layout';

export interface AccessStep {
  rule: AccessRule;
  passed: boolean;
  text: string;
}

export interface AccessExplanation {
  allowed: boolean;
  steps: AccessStep[];
}

const list = (names: readonly string[]) => names.map((n) => `"${n}"`).join(' or ');
const tagList = (tags: readonly string[]) => tags.map((t) => `#${t}`).join(', ');

/**
 * Why a user may or may not do `action` (to `object`): the same rules the api enforces, step by step. The
 * permission (at least one of the action's), then forced tags (an object lacking any of the user's forced tags is
 * hidden from them, answered as not found; a layout shared with the network stays visible), then for writes to a
 * shared layout the read-only rule of spec 01 §4. Every step is reported, so the panel shows what would also fail.
 */
export function explainAccess(subject: AccessSubject, action: AccessAction, object?: AccessObject): AccessExplanation {
  const rule: ActionRule = ACCESS_ACTIONS[action];
  const held = rule.anyOf.filter((p) => subject.permissions.includes(p));
  const steps: AccessStep[] = [
    hasAnyPermission(subject.permissions, rule.anyOf)
      ? { rule: 'permission', passed: true, text: `Holds ${list(held)}.` }
      : { rule: 'permission', passed: false, text: `Needs ${list(rule.anyOf)}, and holds neither.` },
  ];
  if (object) steps.push(...objectSteps(subject, rule, object));
  return { allowed: steps.every((s) => s.passed), steps };
}

/** The reading action of each kind of object: what the caller must hold to be told about one. */
export const VIEW_ACTION_OF: Record<AccessObjectKind, AccessAction> = {
  media: 'view media',
  layout: 'view layouts',
  schedule: 'view schedules',
  device: 'view devices',
};

/**
 * Whether `subject` may read `object` at all: the kind's view permission, and forced tags that let it through
 * (an object lacking one is hidden, except a layout shared with the network).
 */
export function canSeeObject(subject: AccessSubject, object: AccessObject): boolean {
  return explainAccess(subject, VIEW_ACTION_OF[object.kind], object).allowed;
}

function objectSteps(subject: AccessSubject, rule: ActionRule, object: AccessObject): AccessStep[] {
  const forced = subject.forcedTags;
  const missing = forced.filter((t) => !object.tags.includes(t));
  const shared = object.kind === 'layout' && object.sharedWithNetwork === true;
  const steps: AccessStep[] = [];
  if (forced.length === 0) {
    steps.push({ rule: 'forced-tags', passed: true, text: 'Has no forced tags: sees every object.' });
  } else if (missing.length === 0) {
    steps.push({
      rule: 'forced-tags',
      passed: true,
      text: `"${object.name}" carries every forced tag (${tagList(forced)}).`,
    });
  } else if (shared) {
    steps.push({
      rule: 'forced-tags',
      passed: true,
      text: `"${object.name}" lacks ${tagList(missing)} but is shared with the network, so it is visible.`,
    });
  } else {
    steps.push({
      rule: 'forced-tags',
      passed: false,
      text: `"${object.name}" lacks the forced tag${missing.length > 1 ? 's' : ''} ${tagList(missing)}: it is hidden (not found).`,
    });
  }
  if (rule.write && object.kind === 'layout' && object.sharedWithNetwork) {
    const readOnly = isReadOnlyShared({ shared_with_network: true, tags: object.tags }, forced);
    steps.push({
      rule: 'shared-layout',
      passed: !readOnly,
      text: readOnly
        ? `"${object.name}" is shared with the network and lacks forced tags: it is read-only.`
        : `"${object.name}" is shared with the network and carries every forced tag: it may be changed.`,
    });
  }
  return steps;
}
