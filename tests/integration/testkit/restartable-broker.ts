import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBroker } from '../../../scripts/broker.ts';
import { freePort } from '../../bench/free-port.ts';
import { eventually } from './eventually.ts';

/**
 * A broker of the suite's own that it may stop and start again on the same port, to test what happens to
 * watchers and players when the broker restarts. On the embedded pass it is Aedes; on the MQTT_URL pass the
 * shared Mosquitto cannot be restarted under other suites, so a private Mosquitto process stands in for it:
 * the same engine, restarted for real.
 */
interface RestartableBroker {
  url: string;
  engine: 'aedes' | 'mosquitto';
  /** The broker secret a stack using this broker must share (startTestStack's brokerSecret). */
  secret: string;
  restart(): Promise<void>;
  /** Down until start(): for what happens while the broker is unreachable. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startRestartableBroker(
  secret = randomBytes(24).toString('base64url'),
): Promise<RestartableBroker> {
  const port = await freePort();
  return process.env.MQTT_URL ? privateMosquitto(port, secret) : restartableAedes(port, secret);
}

async function restartableAedes(port: number, secret: string): Promise<RestartableBroker> {
  let broker = await startBroker({ host: '127.0.0.1', port, wsPort: 0, secret });
  const start = async () => {
    broker = await startBroker({ host: '127.0.0.1', port, wsPort: 0, secret });
  };
  return {
    url: broker.url,
    engine: 'aedes',
    secret,
    async restart() {
      await broker.close();
      await start();
    },
    stop: () => broker.close(),
    start,
    close: () => broker.close(),
  };
}

async function privateMosquitto(port: number, secret: string): Promise<RestartableBroker> {
  const dir = mkdtempSync(join(tmpdir(), 'suite-mosquitto-'));
  const config = join(dir, 'mosquitto.conf');
  writeFileSync(config, `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\n`);
  let child: ChildProcess | undefined;
  const start = async () => {
    const process = spawn('mosquitto', ['-c', config], { stdio: 'ignore' });
    child = process;
    await new Promise<void>((resolve, reject) => {
      process.once('error', reject);
      void untilListening(port).then(() => resolve(), reject);
    });
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await start();
  return {
    url: `mqtt://127.0.0.1:${port}`,
    engine: 'mosquitto',
    secret,
    async restart() {
      await stop();
      await start();
    },
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function untilListening(port: number, timeoutMs = 5000) {
  const open = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  return eventually(open, { timeoutMs, what: `mosquitto listening on ${port}` });
}
