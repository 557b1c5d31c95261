import type { Permission } from '@signage/domain/permissions';

/** The kinds of object the matrix seeds, each tagged so that a user with other forced tags cannot see it. */
export type ObjectKind =
  | 'user'
  | 'tagGroup'
  | 'savedSearch'
  | 'media'
  | 'device'
  | 'dataSource'
  | 'widgetAuth'
  | 'venue'
  | 'campaign'
  | 'layout'
  | 'schedule'
  | 'audioPlaylist';

/**
 * One write of the matrix. `needs`: the caller must hold one of these, and one lacking them all is refused
 * (403 / FORBIDDEN) with nothing changed. `object`: the seeded object the call names (its id in the path or
 * the id arguments); a user holding every permission but forced tags that exclude it is refused as if it did not
 * exist (404 / NOT_FOUND), with nothing changed, unless `forcedTags` is false (the object carries no tags).
 * `open`: the call needs no permission, and why.
 */
export type MatrixRow =
  | {
      needs: readonly Permission[];
      object?: ObjectKind;
      forcedTags?: false;
      /** The body (REST) or variables (GraphQL) when the smallest valid one cannot name the object. */
      input?: (id: number) => Record<string, unknown>;
    }
  | { open: string };

const tagObjects = (id: number) => ({ objects: [{ type: 'media', object_id: id }], add_tags: ['matrix-new'] });

/**
 * Every REST write of the OpenAPI document, by operationId. A write added without a row here fails the matrix,
 * so every area states what its writes need.
 */
export const REST_WRITES: Record<string, MatrixRow> = {
  login: { open: 'signing in is how a caller gets a token' },
  logout: { open: 'ends only the caller’s own session' },
  loginSecondFactor: { open: 'the second step of signing in: the challenge is the credential' },
  resetPassword: { open: 'a forgotten password: the mailed token is the credential' },
  endSession: { open: 'the caller’s own account security' },
  endAllSessions: { open: 'the caller’s own account security' },
  createApiToken: { open: 'a user’s own tokens, never more than their owner may do' },
  revokeApiToken: { open: 'a user’s own tokens; another’s is not found' },
  startTwoFactorEnrolment: { open: 'the caller’s own account security' },
  confirmTwoFactor: { open: 'the caller’s own account security' },
  disableTwoFactor: { open: 'the caller’s own account security' },
  changePassword: { open: 'a user’s own password; the current one is required' },
  setTwoFactorRequirement: { needs: ['edit system'] },
  uploadLicence: { needs: ['edit system'] },
  recordDeviceCommand: { needs: ['command devices'], object: 'device' },
  createTagMetadata: { needs: ['edit devices'] },
  createVenue: { needs: ['edit devices'], input: () => ({ name: 'Matrix venue', time_zone: 'UTC' }) },
  updateVenue: { needs: ['edit devices'], object: 'venue', input: () => ({ name: 'Matrix venue 2' }) },
  setVenueDevices: { needs: ['edit devices'], object: 'venue', input: () => ({ devices: [] }) },
  deleteVenue: { needs: ['edit devices'], object: 'venue' },
  resyncVenue: { needs: ['command devices'], object: 'venue' },
  // The seeded campaign's one run has the campaign's id (seed.ts checks), so {run_id} is the same id.
  createCampaign: { needs: ['edit schedules'], input: () => ({ code: 'M', name: 'Matrix campaign' }) },
  updateCampaign: { needs: ['edit schedules'], object: 'campaign', input: () => ({ name: 'Matrix campaign 2' }) },
  setRunVenues: { needs: ['edit schedules'], object: 'campaign', input: () => ({ venues: [] }) },
  deleteCampaign: { needs: ['edit schedules'], object: 'campaign' },
  updateTagMetadata: { needs: ['edit devices'] },
  deleteTagMetadata: { needs: ['edit devices'] },
  createUser: { needs: ['edit users'] },
  updateUser: { needs: ['edit users'], object: 'user' },
  deleteUser: { needs: ['edit users'], object: 'user' },
  setUserPermissions: { needs: ['set user permissions'], object: 'user' },
  createTagGroup: { needs: ['edit tags'] },
  updateTagGroup: { needs: ['edit tags'], object: 'tagGroup', forcedTags: false },
  deleteTagGroup: { needs: ['edit tags'], object: 'tagGroup', forcedTags: false },
  createSavedSearch: { open: 'a user’s own saved searches' },
  deleteSavedSearch: { open: 'a user’s own saved searches; another’s is not found' },
  updateTagObjects: { needs: ['edit media'], object: 'media', input: tagObjects },
  deleteTagObjects: { needs: ['edit media'], object: 'media', input: (id) => ({ objects: tagObjects(id).objects }) },
  previewTagObjects: {
    needs: ['edit media'],
    object: 'media',
    input: (id) => ({ ...tagObjects(id), action: 'delete' }),
  },
  updateMedia: { needs: ['edit media'], object: 'media' },
  deleteMedia: { needs: ['edit media'], object: 'media' },
  deleteMediaItems: { needs: ['edit media'], object: 'media', input: (id) => ({ ids: [id] }) },
  uploadMedia: { needs: ['edit media'] },
  updateDevice: { needs: ['edit devices'], object: 'device' },
  deleteDevice: { needs: ['edit devices'], object: 'device' },
  activateDevice: { needs: ['edit devices'] },
  registerPlayer: { open: 'players register themselves with no credentials; activation needs "edit devices"' },
  playerCheckin: { open: 'player credentials, not a user’s' },
  reportSystemInfo: { open: 'player credentials, not a user’s' },
  reportActivity: { open: 'player credentials, not a user’s' },
  reportConnectivity: { open: 'player credentials, not a user’s' },
  reportPlayback: { open: 'player credentials, not a user’s' },
  reportDesiredState: { open: 'player credentials, not a user’s: a player answers only its own desired state' },
  reportPlayerEvents: { open: 'player credentials, not a user’s' },
  reportClockSamples: { open: 'player credentials, not a user’s: a follower reports only its own clock' },
  resolvePlayerDataLinks: { open: 'player credentials, not a user’s' },
  createDataSource: { needs: ['edit layouts'] },
  updateDataSource: { needs: ['edit layouts'], object: 'dataSource' },
  deleteDataSource: { needs: ['edit layouts'], object: 'dataSource' },
  resolveDataLinks: { needs: ['view layouts', 'edit layouts'] },
  createWidgetAuth: { needs: ['edit system'] },
  updateWidgetAuth: { needs: ['edit system'], object: 'widgetAuth' },
  createLayout: { needs: ['edit layouts'] },
  updateLayout: { needs: ['edit layouts'], object: 'layout' },
  deleteLayout: { needs: ['edit layouts'], object: 'layout' },
  cloneLayout: { needs: ['edit layouts'], object: 'layout' },
  generateLayout: { needs: ['edit layouts'], object: 'layout' },
  createSchedule: {
    needs: ['edit schedules'],
    // The timer's wall clocks are checked as the request is read, before any permission.
    input: () => ({ tags: [], timer: { start: '2030-01-01T09:00', end: '2030-01-01T10:00' } }),
  },
  previewSchedule: { needs: ['view schedules', 'edit schedules'] },
  updateSchedule: { needs: ['edit schedules'], object: 'schedule' },
  deleteSchedule: { needs: ['edit schedules'], object: 'schedule' },
  createAudioPlaylist: { needs: ['edit layouts'] },
  updateAudioPlaylist: { needs: ['edit layouts'], object: 'audioPlaylist' },
  deleteAudioPlaylist: { needs: ['edit layouts'], object: 'audioPlaylist' },
  cloneAudioPlaylist: { needs: ['edit layouts'], object: 'audioPlaylist' },
};

const gqlTagObjects = (id: number) => ({
  selection: [{ type: 'MEDIA', id: String(id) }],
  edit: { add: ['matrix-new'] },
});

/** Every GraphQL mutation, by name; as REST_WRITES. */
export const MUTATIONS: Record<string, MatrixRow> = {
  signIn: { open: 'signing in is how a caller gets a token' },
  signOut: { open: 'ends only the caller’s own session' },
  completeSignIn: { open: 'the second step of signing in: the challenge is the credential' },
  requestPasswordReset: { open: 'a forgotten password: the answer never says whether the user exists' },
  resetPassword: { open: 'a forgotten password: the mailed token is the credential' },
  endSession: { open: 'the caller’s own account security' },
  signOutEverywhere: { open: 'the caller’s own account security' },
  createApiToken: { open: 'a user’s own tokens, never more than their owner may do' },
  revokeApiToken: { open: 'a user’s own tokens; another’s is not found' },
  startTwoFactorEnrolment: { open: 'the caller’s own account security' },
  confirmTwoFactor: { open: 'the caller’s own account security' },
  disableTwoFactor: { open: 'the caller’s own account security' },
  changePassword: { open: 'a user’s own password; the current one is required' },
  setTwoFactorRequired: { needs: ['edit system'] },
  uploadLicence: { needs: ['edit system'] },
  createTradingHours: { needs: ['edit devices'] },
  updateTradingHours: { needs: ['edit devices'] },
  createDeviceSettings: { needs: ['edit devices'] },
  updateDeviceSettings: { needs: ['edit devices'] },
  deleteTagMetadata: { needs: ['edit devices'] },
  createVenue: { needs: ['edit devices'], input: () => ({ input: { name: 'Matrix venue', timeZone: 'UTC' } }) },
  updateVenue: {
    needs: ['edit devices'],
    object: 'venue',
    input: (id) => ({ id: String(id), input: { name: 'M 2' } }),
  },
  setVenueDevices: { needs: ['edit devices'], object: 'venue', input: (id) => ({ id: String(id), deviceIds: [] }) },
  deleteVenue: { needs: ['edit devices'], object: 'venue' },
  resyncVenue: { needs: ['command devices'], object: 'venue' },
  createCampaign: { needs: ['edit schedules'], input: () => ({ input: { code: 'M', name: 'Matrix campaign' } }) },
  updateCampaign: {
    needs: ['edit schedules'],
    object: 'campaign',
    input: (id) => ({ id: String(id), input: { name: 'M 2' } }),
  },
  setCampaignRunVenues: {
    needs: ['edit schedules'],
    object: 'campaign',
    input: (id) => ({ campaignId: String(id), runId: String(id), venueIds: [] }),
  },
  deleteCampaign: { needs: ['edit schedules'], object: 'campaign' },
  updateMe: { open: 'a user’s own names and console settings' },
  markIntroductionWatched: { open: 'a user’s own console settings' },
  replayIntroductions: { open: 'a user’s own console settings' },
  saveDashboardCards: { open: 'a user’s own dashboard' },
  saveSearch: { open: 'a user’s own saved searches' },
  deleteSavedSearch: { open: 'a user’s own saved searches; another’s is not found' },
  createUser: { needs: ['edit users'] },
  updateUser: { needs: ['edit users'], object: 'user' },
  deleteUser: { needs: ['edit users'], object: 'user' },
  setUserPermissions: { needs: ['set user permissions'], object: 'user', input: (id) => ({ id, permissions: [] }) },
  createTagGroup: { needs: ['edit tags'] },
  updateTagGroup: { needs: ['edit tags'], object: 'tagGroup', forcedTags: false },
  deleteTagGroup: { needs: ['edit tags'], object: 'tagGroup', forcedTags: false },
  updateTagObjects: { needs: ['edit media'], object: 'media', input: gqlTagObjects },
  deleteTagObjects: { needs: ['edit media'], object: 'media', input: gqlTagObjects },
  updateMedia: { needs: ['edit media'], object: 'media' },
  deleteMedia: { needs: ['edit media'], object: 'media' },
  deleteMediaItems: { needs: ['edit media'], object: 'media' },
  updateDevice: { needs: ['edit devices'], object: 'device' },
  deleteDevice: { needs: ['edit devices'], object: 'device' },
  activateDevice: { needs: ['edit devices'] },
  sendDeviceCommand: { needs: ['command devices'], object: 'device' },
  createDataSource: { needs: ['edit layouts'] },
  updateDataSource: { needs: ['edit layouts'], object: 'dataSource' },
  deleteDataSource: { needs: ['edit layouts'], object: 'dataSource' },
  createWidgetAuth: { needs: ['edit system'] },
  updateWidgetAuth: { needs: ['edit system'], object: 'widgetAuth' },
  createLayout: { needs: ['edit layouts'] },
  updateLayout: { needs: ['edit layouts'], object: 'layout' },
  deleteLayout: { needs: ['edit layouts'], object: 'layout' },
  cloneLayout: { needs: ['edit layouts'], object: 'layout' },
  generateLayout: { needs: ['edit layouts'], object: 'layout' },
  createTemplateFromLayout: { needs: ['edit layouts'], object: 'layout' },
  createSchedule: {
    needs: ['edit schedules'],
    // The timer's wall clocks are checked as the request is read, before any permission.
    input: () => ({ input: { tags: [], timer: { start: '2030-01-01T09:00', end: '2030-01-01T10:00' } } }),
  },
  updateSchedule: { needs: ['edit schedules'], object: 'schedule' },
  deleteSchedule: { needs: ['edit schedules'], object: 'schedule' },
  createAudioPlaylist: { needs: ['edit layouts'] },
  updateAudioPlaylist: { needs: ['edit layouts'], object: 'audioPlaylist' },
  deleteAudioPlaylist: { needs: ['edit layouts'], object: 'audioPlaylist' },
  cloneAudioPlaylist: { needs: ['edit layouts'], object: 'audioPlaylist' },
};
