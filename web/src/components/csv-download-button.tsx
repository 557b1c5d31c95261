import { Button, type ButtonProps } from '@chakra-ui/react';
import { errorFromMsg } from '@signage/domain/messages';
import { useState } from 'react';
import { downloadCsv } from '../lib/download-csv.ts';
import { useNotify } from './notifications/use-notify.ts';

interface CsvDownloadButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The export under /api/reports/ (proof_of_play.csv, touch_events.csv, …). */
  path: string;
  params: [string, string][];
  /** The file's name when the api gives none. */
  fallbackName: string;
}

/**
 * A report's CSV export as a button: busy while the export is prepared (a month of events takes a while), and a
 * refusal shown as "Error: {msg}" (a date out of range, too many exports at once) instead of nothing happening.
 */
export function CsvDownloadButton({ path, params, fallbackName, children, ...button }: CsvDownloadButtonProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const outcome = await downloadCsv(path, params, fallbackName);
    setBusy(false);
    if (!outcome.ok) notify('warning', errorFromMsg(outcome.message));
  };
  return (
    <Button variant="outline" size="sm" loading={busy} loadingText="Preparing the CSV…" onClick={download} {...button}>
      {children}
    </Button>
  );
}
