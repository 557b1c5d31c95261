import { parseArgs } from 'node:util';
import { SimulatedPlayer } from './player.ts';

const USAGE = `Usage: npm run players -- [--count N] [--api URL] [--mqtt URL] [--name PREFIX] [--checkin SECONDS]
       [--clock-skew-ms MS] [--clock-drift-ppm PPM]

Starts N simulated players. Each prints its device key; enter it in the console under
Devices > Activate (/admin/devices/activate) and the player comes online over MQTT. Clock skew and drift make
each player's clock run off (player i gets i times the skew), so a venue's sync drift shows on its page.`;

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1' },
    api: { type: 'string', default: process.env.API_URL ?? 'http://127.0.0.1:4001' },
    mqtt: { type: 'string', default: process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1884' },
    name: { type: 'string', default: 'Simulated player' },
    checkin: { type: 'string', default: '5' },
    'clock-skew-ms': { type: 'string', default: '0' },
    'clock-drift-ppm': { type: 'string', default: '0' },
    help: { type: 'boolean', default: false },
  },
});

const count = Number(values.count);
const checkin = Number(values.checkin);
const skew = Number(values['clock-skew-ms']);
const drift = Number(values['clock-drift-ppm']);
const problems = [
  ...(!Number.isInteger(count) || count < 1
    ? [`--count must be a whole number of at least 1, got "${values.count}"`]
    : []),
  ...(!(checkin > 0) ? [`--checkin must be a number of seconds, got "${values.checkin}"`] : []),
  ...(!Number.isFinite(skew) ? [`--clock-skew-ms must be a number, got "${values['clock-skew-ms']}"`] : []),
  ...(!Number.isFinite(drift) ? [`--clock-drift-ppm must be a number, got "${values['clock-drift-ppm']}"`] : []),
];
if (values.help || problems.length) {
  for (const problem of problems) console.error(problem);
  console.log(USAGE);
  process.exit(problems.length ? 2 : 0);
}

const players = Array.from(
  { length: count },
  (_, i) =>
    new SimulatedPlayer({
      apiUrl: values.api,
      mqttUrl: values.mqtt,
      name: count === 1 ? values.name : `${values.name} ${i + 1}`,
      checkinIntervalMs: checkin * 1000,
      clockSkewMs: skew * i,
      clockDriftPpm: drift * i,
      log: (line) => console.log(line),
    }),
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all(players.map((p) => p.stop()));
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

for (const player of players) {
  try {
    const key = await player.start();
    console.log(`${player.name}: device key ${key}`);
  } catch (error) {
    console.error(`${player.name}: could not register with ${values.api}: ${(error as Error).message}`);
    await stop();
  }
}
console.log(`${players.length} player(s) waiting for activation in the console. Ctrl+C stops them.`);
