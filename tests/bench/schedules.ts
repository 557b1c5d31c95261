import { loadavg } from 'node:os';
import { nowPlaying } from '@signage/domain/schedules/now-playing';
import { findOverlap } from '@signage/domain/schedules/overlap';
import { type CompiledSchedule, compileSchedule, type ScheduleInput } from '@signage/domain/schedules/schedule';
import { ZoneClock } from '@signage/domain/schedules/time-zones';
import { timerInstants } from '@signage/domain/schedules/timeline';
import { verdictMessage } from '@signage/domain/schedules/verdict-message';
import { DAY_MS, formatWallClock, MINUTE_MS, parseWallClock } from '@signage/domain/schedules/wall-clock';

/**
 * The schedule evaluator in-process (no database, no network): "what plays" for one device across 2,000
 * schedules, the overlap check of one schedule against 2,000, and the shapes of issue 13's targets (10,000
 * schedules: what plays for 1,000 devices, p99 per device under 10 ms; overlap on save under 50 ms; a 55-day
 * timeline). Prints figures; never a pass/fail test.
 */
const TAGS = Array.from({ length: 40 }, (_, i) => `tag${i}`);
const ZONES = ['Europe/London', 'America/New_York', 'Europe/Berlin', 'Asia/Tokyo', 'UTC'];

/** A seeded generator so runs compare. */
function randomSource(seed: number) {
  return (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
}

function makeSchedules(count: number, random: (n: number) => number, tagsOf = () => pickTags(random)) {
  const base = parseWallClock('2026-01-01T00:00')!;
  const quarter = 15 * MINUTE_MS;
  return Array.from({ length: count }, (_, i): ScheduleInput => {
    const dayPart = random(3) === 0;
    const start = base + random(365) * DAY_MS + random(48) * quarter;
    const end = start + random(60) * DAY_MS + (dayPart ? random(40) + 1 : random(96)) * quarter;
    const audio = random(10) === 0;
    return {
      schedule_id: i + 1,
      layout_id: audio ? null : 1 + random(300),
      audio_playlist_id: audio ? 1 + random(50) : null,
      tags: tagsOf(),
      timer: { start: formatWallClock(start), end: formatWallClock(end), dow: 1 + random(127), day_part: dayPart },
    };
  });
}

function pickTags(random: (n: number) => number) {
  return [...new Set(Array.from({ length: random(4) }, () => TAGS[random(TAGS.length)]!))];
}

function time<T>(run: () => T): [T, number] {
  const started = performance.now();
  const result = run();
  return [result, performance.now() - started];
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  const f = (ms: number) => ms.toFixed(3).padStart(8);
  console.log(
    `${label.padEnd(66)} n=${String(samples.length).padEnd(5)} mean ${f(mean)} ms  p50 ${f(percentile(sorted, 50))} ms  ` +
      `p99 ${f(percentile(sorted, 99))} ms  max ${f(sorted[sorted.length - 1]!)} ms`,
  );
}

/** Per device: the decision alone (what players need), then the decision with every verdict worded. */
function benchNowPlaying(label: string, schedules: CompiledSchedule[], devices: number, random: (n: number) => number) {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const decided: number[] = [];
  const worded: number[] = [];
  let playing = 0;
  for (let i = 0; i < devices; i++) {
    const device = { tags: pickTags(random).concat(TAGS[i % TAGS.length]!), timeZone: ZONES[i % ZONES.length]! };
    const at = start + random(400) * DAY_MS + random(DAY_MS);
    const [answer, ms] = time(() => nowPlaying(device, schedules, at));
    if (answer.screen !== null) playing++;
    decided.push(ms);
    worded.push(time(() => nowPlaying(device, schedules, at).verdicts.map((v) => verdictMessage(v)))[1]);
  }
  summary(`${label}, decision`, decided);
  summary(`${label}, + every verdict worded`, worded);
  console.log(`  (a layout was playing in ${playing} of ${devices} answers)`);
}

function benchOverlap(label: string, candidates: CompiledSchedule[], saved: CompiledSchedule[]) {
  const samples: number[] = [];
  let found = 0;
  for (const candidate of candidates) {
    const [overlap, ms] = time(() => findOverlap(candidate, saved));
    if (overlap) found++;
    samples.push(ms);
  }
  summary(label, samples);
  console.log(`  (${found} of ${candidates.length} candidates overlapped)`);
}

export function benchSchedules() {
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(`\n== Schedule evaluator (in-process; load average ${load}: p99 and max follow the machine's load) ==`);
  const random = randomSource(7);
  // Warm the JIT and Temporal's zone caches.
  const warm = makeSchedules(500, random).map(compileSchedule);
  for (let i = 0; i < 200; i++) nowPlaying({ tags: ['tag1'], timeZone: ZONES[i % ZONES.length]! }, warm, Date.now());

  const inputs2k = makeSchedules(2_000, random);
  const [schedules2k, compileMs] = time(() => inputs2k.map(compileSchedule));
  console.log(`compile 2,000 schedules: ${compileMs.toFixed(2)} ms`);
  benchNowPlaying('what plays: 1 device x 2,000 schedules', schedules2k, 200, random);

  const candidates = makeSchedules(200, random).map((s) => compileSchedule({ ...s, schedule_id: -s.schedule_id }));
  benchOverlap('overlap: 1 schedule vs 2,000 (mixed tag sets)', candidates, schedules2k);
  // Worst case: every saved schedule has the candidate's tag set, so each pair is computed.
  const sameTags = makeSchedules(2_000, random, () => ['lobby']).map(compileSchedule);
  const lobbyCandidates = makeSchedules(200, random, () => ['lobby']).map((s) =>
    compileSchedule({ ...s, schedule_id: -s.schedule_id }),
  );
  benchOverlap('overlap: 1 schedule vs 2,000 (all the same tag set)', lobbyCandidates, sameTags);

  console.log('-- issue 13 shapes: 10,000 schedules --');
  const [schedules10k, compile10kMs] = time(() => makeSchedules(10_000, random).map(compileSchedule));
  console.log(`compile 10,000 schedules: ${compile10kMs.toFixed(2)} ms`);
  benchNowPlaying('what plays: 1 of 1,000 devices x 10,000 schedules', schedules10k, 1_000, random);
  const sameTags10k = makeSchedules(10_000, random, () => ['lobby']).map(compileSchedule);
  benchOverlap('overlap on save: 1 vs 10,000 (all the same tag set)', lobbyCandidates, sameTags10k);

  const from = Date.parse('2026-03-01T00:00:00Z');
  const [bars, timelineMs] = time(() => {
    const clock = new ZoneClock('Europe/London', from - 10 * DAY_MS, from + 45 * DAY_MS);
    return schedules10k.reduce((n, s) => n + timerInstants(s.timer, clock).length, 0);
  });
  console.log(`timeline: 10,000 schedules, 55-day window, real intervals: ${timelineMs.toFixed(2)} ms (${bars} bars)`);
}
