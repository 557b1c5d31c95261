import { benchMe } from './me.ts';

// `npm run bench [-- --seconds N]`: prints figures; never a pass/fail test.
const secondsFlag = process.argv.indexOf('--seconds');
const seconds = secondsFlag > 0 ? Number(process.argv[secondsFlag + 1]) : 10;

// npm start's shape (api, gateway and broker in one process), then the deployment shape of docker-compose.
await benchMe(seconds, 'one-process');
await benchMe(seconds, 'separate-processes');
