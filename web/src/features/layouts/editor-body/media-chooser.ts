import { createContext, useContext } from 'react';

/** The media kinds an element can ask for. */
export type MediaKind = 'image' | 'video' | 'font' | 'touchapp';

/** A media item as the chooser answers it (the frame maps its GraphQL Media onto this). */
export interface MediaRef {
  mediaId: number;
  name: string;
  /** The media item's own type, checked against what the element needs (spec 01 §5). */
  mediaType: string;
  thumbnailUrl?: string | null;
  downloadUrl?: string | null;
  /** Seconds; a video element takes its media item's duration. */
  duration?: number | null;
}

/**
 * How the editor reaches the media library without knowing GraphQL: the frame opens its media selector (100 per
 * page, filtered to `kind`) and resolves the choice, or null when the person cancels.
 */
export interface MediaChooser {
  chooseMedia(kind: MediaKind): Promise<MediaRef | null>;
  /** A thumbnail for media an element names but whose signed links the tree does not carry. */
  mediaThumbnail?(mediaId: number): string | undefined;
  /** The file of an uploaded font, to draw text in it. */
  mediaUrl?(mediaId: number): string | undefined;
}

/** Without a chooser the editor still draws what the tree's own links show; choosing answers nothing. */
export const noMediaChooser: MediaChooser = { chooseMedia: async () => null };

export const MediaChooserContext = createContext<MediaChooser>(noMediaChooser);
export const useMediaChooser = () => useContext(MediaChooserContext);
