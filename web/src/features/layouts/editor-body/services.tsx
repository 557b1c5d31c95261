import type { ReactNode } from 'react';
import { type DataLinks, DataLinksContext, noDataLinks } from './data-links.ts';
import { type MediaChooser, MediaChooserContext, noMediaChooser } from './media-chooser.ts';

/** What the frame lends the editor body without it knowing GraphQL: the media library and data sources. */
export function EditorServices(props: { mediaChooser?: MediaChooser; dataLinks?: DataLinks; children: ReactNode }) {
  return (
    <MediaChooserContext.Provider value={props.mediaChooser ?? noMediaChooser}>
      <DataLinksContext.Provider value={props.dataLinks ?? noDataLinks}>{props.children}</DataLinksContext.Provider>
    </MediaChooserContext.Provider>
  );
}
