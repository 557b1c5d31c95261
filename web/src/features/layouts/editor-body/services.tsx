import type { ReactNode } from 'react';
import { type DataLinks, DataLinksContext, noDataLinks } from './data-links.ts';
import { type MediaChooser, MediaChooserContext, noMediaChooser } from './media-chooser.ts';
import { type WidgetAuthOption, WidgetAuthsContext } from './widget-auths.ts';

/** What the frame lends the editor body without it knowing GraphQL: the media library, data sources and widget auths. */
export function EditorServices(props: {
  mediaChooser?: MediaChooser;
  dataLinks?: DataLinks;
  widgetAuths?: readonly WidgetAuthOption[];
  children: ReactNode;
}) {
  return (
    <MediaChooserContext.Provider value={props.mediaChooser ?? noMediaChooser}>
      <DataLinksContext.Provider value={props.dataLinks ?? noDataLinks}>
        <WidgetAuthsContext.Provider value={props.widgetAuths}>{props.children}</WidgetAuthsContext.Provider>
      </DataLinksContext.Provider>
    </MediaChooserContext.Provider>
  );
}
