import { benchAudio } from './audio.ts';
import { benchAudit } from './audit.ts';
import { benchCampaigns } from './campaigns.ts';
import { benchDashboard } from './dashboard.ts';
import { benchDataLinks } from './data-sources.ts';
import { benchDevices } from './devices.ts';
import { benchGateway } from './gateway.ts';
import { benchLayoutEditor } from './layout-editor.ts';
import { benchLayoutThumbnails } from './layout-thumbnails.ts';
import { benchLayouts } from './layouts.ts';
import { benchMe } from './me.ts';
import { benchBigUpload, benchMediaList } from './media.ts';
import { benchReports } from './reports.ts';
import { benchReportsIngest } from './reports-ingest.ts';
import { benchSchedules } from './schedules.ts';
import { benchScheduleApi } from './schedules-api.ts';
import { benchSearch } from './search.ts';
import { benchSubscribers } from './subscribers.ts';
import { benchTagMetadata } from './tag-metadata.ts';
import { benchVenues } from './venues.ts';

// `npm run bench [-- --seconds N] [-- --only me|gateway|media|upload|devices|subscribers|schedules|schedules-api|data-links|layouts|search|layout-editor|layout-thumbnails|dashboard|audit|audio|venues|campaigns|tag-metadata|reports|reports-ingest] [-- --rate R]`: prints figures; never a
// pass/fail test. --rate is the ECHO commands per second of the devices bench (default 300).
const flag = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const seconds = Number(flag('--seconds') ?? 10);
const only = flag('--only');
const run = (name: string) => !only || only === name;

if (run('me')) {
  // npm start's shape (api, gateway and broker in one process), then the deployment shape of docker-compose.
  await benchMe(seconds, 'one-process');
  await benchMe(seconds, 'separate-processes');
}
// REST service, gateway and Hive Gateway as separate processes, run alternately; --rounds per row (default 2),
// --no-hive leaves Hive Gateway out.
if (run('gateway')) {
  await benchGateway(seconds, {
    rounds: Number(flag('--rounds') ?? 2),
    hive: !process.argv.includes('--no-hive'),
    only: flag('--rows'),
  });
}
if (run('media')) {
  await benchMediaList(seconds, 'one-process');
  await benchMediaList(seconds, 'separate-processes');
}
if (run('upload')) await benchBigUpload();
if (run('devices')) await benchDevices(seconds, { rate: Number(flag('--rate') ?? 300) });
// Live subscribers at scale: 10 subscribers per device of echo, presence, screenshot and now-playing on one gateway.
// 1,000 devices (10,000 subscribers) by default; SUBSCRIBERS_BENCH_DEVICES=5000 is the 50,000 run.
// --rate: ECHO commands per second (default 300); a tenth of it in SCREENSHOT commands and in now-playing changes.
if (run('subscribers')) {
  const rate = Number(flag('--rate') ?? 300);
  await benchSubscribers(seconds, {
    devices: Number(process.env.SUBSCRIBERS_BENCH_DEVICES ?? 1_000),
    echoRate: rate,
    screenshotRate: rate / 10,
    playRate: rate / 10,
  });
}
// In-process: the schedule evaluator alone, no stack.
if (run('schedules')) benchSchedules();
if (run('schedules-api')) await benchScheduleApi(seconds);
if (run('data-links')) await benchDataLinks(seconds);
if (run('layouts')) await benchLayouts(seconds);
if (run('search')) await benchSearch(seconds);
// In headless Chromium: the layout editor's harness page, no stack.
if (run('layout-editor')) await benchLayoutEditor();
if (run('dashboard')) await benchDashboard();
if (run('layout-thumbnails')) await benchLayoutThumbnails();
// --write-only: only what the audit adds to a write (skips seeding the 1,000,000-entry trail).
if (run('audit')) await benchAudit(seconds, { writeOnly: process.argv.includes('--write-only') });
if (run('audio')) await benchAudio(seconds);
if (run('venues')) await benchVenues(seconds);
if (run('campaigns')) await benchCampaigns(seconds);
// --devices N: fewer players than the target's 1,000 (the set-up of 1,000 takes many minutes on a shared machine).
if (run('tag-metadata')) await benchTagMetadata({ devices: Number(flag('--devices') ?? 1000) });
// REPORTS_BENCH_DEVICES and REPORTS_BENCH_EVENTS size the seed (default 1,000 devices, 1,000,000 raw events).
if (run('reports')) {
  await benchReports({
    devices: Number(process.env.REPORTS_BENCH_DEVICES ?? 1_000),
    rawEvents: Number(process.env.REPORTS_BENCH_EVENTS ?? 1_000_000),
  });
}
// Events sent by simulated players to a stack in its own process: --rate events per second (default 10,000).
if (run('reports-ingest')) {
  await benchReportsIngest({ rate: Number(flag('--rate') ?? 10_000), seconds: Math.max(seconds, 60) });
}
