import { AREA_VIEWERS, type Permission } from '@signage/domain/permissions';
import type { Sessions } from '../auth/sessions.ts';
import type { WidgetAuthLookup } from './repository.ts';
import type { TokenCipher } from './token-cipher.ts';

/**
 * Layout editors pick a widget auth for a twitter widget, so they may list them (tokens masked); creating and
 * changing them, which holds third-party credentials, is system administration. The spec names no permission.
 */
export const VIEW_WIDGET_AUTHS: readonly Permission[] = AREA_VIEWERS.widgetAuths;
export const EDIT_WIDGET_AUTHS: readonly Permission[] = ['edit system'];

export interface WidgetAuthContext extends WidgetAuthLookup {
  sessions: Sessions;
  cipher: TokenCipher;
}
