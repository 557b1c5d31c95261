import { createContext, useContext } from 'react';

/** A widget auth the twitter widget may use, as the frame lists it (spec 01 s3: widget_auth_id, name). */
export interface WidgetAuthOption {
  id: number;
  name: string;
}

/**
 * The widget auths the person may choose from, given by the frame (the body knows no GraphQL). Undefined while
 * they load, so the field can say so rather than offer an empty list.
 */
export const WidgetAuthsContext = createContext<readonly WidgetAuthOption[] | undefined>(undefined);
export const useWidgetAuths = () => useContext(WidgetAuthsContext);
