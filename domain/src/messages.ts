/**
 * The message catalogue: the exact texts of the specification (spec 01 §5 and §8, spec 02 §8), shared by the
 * REST service, gateway and console. One object per area; `MESSAGES` holds those every area shares. A later
 * area finds its texts here already and uses them from here, never as a literal of its own.
 */
export const MESSAGES = {
  wrongCredentials: 'Wrong Username/Password. Please try again...',
  /** Spec 01 §5's other form of the sign-in failure: the REST answer's short `error` beside `msg`. */
  wrongCredentialsShort: 'incorrect username/password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** No token at all: nothing expired, the caller has not signed in. */
  signInRequired: 'Sign in to continue: this call needs a signed-in user (send Authorization: Bearer <token>).',
  forbidden: 'You do not have permission to perform this action.',
  /** A signed link (a thumbnail, a download, an export) that is past its time or was not made by this installation. */
  linkRefused: 'This link has expired or is not valid.',
  notFound: 'Not found.',
  methodNotAllowed: 'Error from backend: Method not allowed',
  cannotConnect: 'Cannot connect to Backend',
  backendError: 'Backend encountered an Error',
  genericError: 'An error has occured.',
  excessMessagesHidden: 'Excess messages hidden...',
  confirmDefault: 'Are you sure you want to perform this action?',
  couldNotRetrievePermissions: 'Could not retrieve user permissions.',
  userPermissionsUpdated: 'User Permissions successfully updated.',
} as const;

/**
 * The sentence for a row that does not exist or that the caller may not see ("Layout 7 not found."): the api
 * answers it with 404 and the gateway's loaders with NOT_FOUND, so both say the same. `id` may be a list
 * ("Media 3, 4").
 */
export function notFoundMessage(noun: string, id: number | string | readonly (number | string)[]): string {
  return `${noun} ${Array.isArray(id) ? id.join(', ') : id} not found.`;
}

/**
 * The name of something a user's forced tags hide from them, by its id, where what they may see refers to it (a
 * schedule's layout, the device settings a device gets, the schedule that outranks one they see): "Layout 4 (not
 * visible to you)". The console and the api's sentences say it alike.
 */
export function notVisibleName(noun: string, id: string | number): string {
  return `${noun} ${id} (not visible to you)`;
}

/** Spec 02 §8 "Venue and Campaign: successfully created, updated, deleted": the three notices, for either noun. */
export function savedMessages<const N extends string>(noun: N) {
  return {
    created: `${noun} successfully created.`,
    updated: `${noun} successfully updated.`,
    deleted: `${noun} successfully deleted.`,
  } as const;
}

/** Spec 01 §8: a failed save or delete shows the server's msg, else the generic text. */
export function errorFromMsg(msg: string | undefined | null): string {
  // The gateway already answers a refusal without a msg with the generic text; it is shown bare, not as
  // "Error: An error has occured.".
  return msg && msg !== MESSAGES.genericError ? `Error: ${msg}` : MESSAGES.genericError;
}

const MEDIA_SINGLE_DELETE = 'Are you sure you want to DELETE this Media Object?';

/** Spec 01 §5 and §8: uploads, edits and deletes in the media library. */
export const MEDIA_MESSAGES = {
  tooLarge: (file: string) =>
    `Failed to load file: ${file}. Cannot upload media with resolution higher than 1920 x 1080`,
  gzip: 'warning: gZip files are not supported',
  fontType: 'Only font files of type TTF and OTF supported',
  unsupported: (file: string, ext: string) => `Failed to load file: ${file}. File type ${ext} not supported`,
  maxUploads: 'Maximum uploads reached',
  emptyQueue: 'You have not added any media to upload',
  noTags: 'Unable to upload media, you have not entered any tags.',
  uploadSummary: (ok: number, failed: number) => `Upload complete: ${ok} successful, and ${failed} failed.`,
  uploadFailed: 'An error has occured. File cannot be uploaded',
  uploaded: 'Media successfully uploaded',
  deleted: 'Media item successfully deleted.',
  bulkDeleted: 'Media Items successfully deleted.',
  updated: 'Media object successfully updated',
  /** Its row is there but its file is not (a restored database without its media folder, a disk cleaned up). */
  fileMissing: (id: number) => `The file of Media ${id} is missing from storage: upload it again, or delete the item.`,
  confirmDelete: MEDIA_SINGLE_DELETE,
  /** One selected item reads as the spec's single-item question, not "these 1 media items". */
  confirmBulkDelete: (n: number) =>
    n === 1 ? MEDIA_SINGLE_DELETE : `Are you sure you want to delete these ${n} media items?`,
} as const;

/** Spec 02 §8 and §9: device activation, edits, tag clipboard and the last-contact filters. */
export const DEVICE_MESSAGES = {
  keyIncorrect: 'Device Key not entered correctly.',
  activationFailed: 'Device could not be activated.',
  updated: 'Device updated successfully.',
  destroyed: 'Device destroyed successfully.',
  tagsCopied: 'Successfully copied tags to temporary storage',
  tagClipboardEmpty: 'Tag Clipboard Empty',
  lastContactMinMax: 'Please enter a min and max value',
  maxDevicesPerCard: 'Maximum devices per card limit reached [ 100 ]',
} as const;

// Layout and schedule messages live with their rules, one catalogue each: LAYOUT_MESSAGES in layouts/constants.ts,
// SCHEDULE_MESSAGES in schedules/messages.ts.

/** Spec 01 §8: the licence upload. */
export const LICENCE_MESSAGES = {
  accepted: 'License file accepted',
  rejected: 'License file rejected, possibly corrupt',
} as const;

/** Spec 02 §8: users and password reset. */
export const USER_MESSAGES = {
  created: 'User created successfully.',
  deleted: 'User successfully deleted.',
  passwordRequirementsNotMet: 'Password requirements not met, unable to save user.',
  passwordRejected: 'password rejected',
  permissionsUpdated: 'User Permissions successfully updated.',
  permissionsLoadFailed: 'Could not retrieve user permissions.',
  resetFailed: 'Could not reset the password',
  resetEmailFailed: 'Password could not be reset',
  resetEmailSent: 'Password reset email sent to your mailbox. Please check you email.',
} as const;

/** Spec 02 §8: the other admin areas. */
export const ADMIN_MESSAGES = {
  audioCreated: 'New Audio Playlist successfully created.',
  audioUpdated: 'Audio Playlist successfully updated.',
  audioDeleted: 'Audio Playlist successfully deleted',
  tradingHoursCreated: 'Trading hours successfully created.',
  tradingHoursUpdated: 'Trading hours successfully updated.',
  tradingHoursDeleted: 'Trading Hours successfully deleted',
  deviceSettingsCreated: 'Device settings successfully created.',
  deviceSettingsUpdated: 'Device settings successfully updated.',
  deviceSettingsDeleted: 'Device Settings successfully deleted',
  runVenuesUpdated: 'Run venues successfully updated.',
  tagItemsDeleted: 'Items successfully deleted.',
  tagObjectsUpdated: (n: number) => `Success: ${n} objects updated.`,
  dataSourceCreated: 'Successfully created new Data Source',
  dataSourceUpdated: 'Successfully updated Data Source',
  dataSourceFileUploaded: 'Successfully uploaded data source file.',
  widgetAuthCreated: 'Widget Authentication created successfully.',
  widgetAuthUpdated: 'Widget Authentication updated successfully.',
} as const;
