import { fileSize } from '@signage/domain/media';
import { type Fact, FactList } from '../../../components/fact-list.tsx';
import { MEDIA_TYPE_LABELS, mediaTypeOf } from '../../../components/labels/media-type-labels.ts';
import type { MediaDetails_MediaFragment } from '../../../gql/graphql.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';

/** "1:05" or "1:02:03" from seconds. */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** What the file is: type, format, size, dimensions, duration, audio tags, original name, dates. */
export function MediaDetails({ media }: { media: MediaDetails_MediaFragment }) {
  const type = mediaTypeOf(media.mediaFormat);
  const { dateTime } = useDisplayTime();
  const rows: Fact[] = [
    ['Type', type ? MEDIA_TYPE_LABELS[type] : '—'],
    ['Format', media.mediaFormat.toUpperCase()],
    ['MIME type', media.mimeType],
    ['Size', fileSize(media.size)],
  ];
  if (media.width && media.height) rows.push(['Dimensions', `${media.width} x ${media.height}`]);
  if (media.duration != null && media.duration > 0) rows.push(['Duration', formatDuration(media.duration)]);
  const { title, artist, album, year } = media.metadata;
  if (title) rows.push(['Title', title]);
  if (artist) rows.push(['Artist', artist]);
  if (album) rows.push(['Album', album]);
  if (year) rows.push(['Year', String(year)]);
  rows.push(
    ['Original file name', media.originalName],
    [
      'Created',
      <time key="created" dateTime={media.dateCreated}>
        {dateTime(media.dateCreated)}
      </time>,
    ],
    [
      'Updated',
      <time key="updated" dateTime={media.dateUpdated}>
        {dateTime(media.dateUpdated)}
      </time>,
    ],
  );
  return <FactList facts={rows} gap="2.5" labelWidth="32" breakValues />;
}
