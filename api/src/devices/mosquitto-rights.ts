import { randomUUID } from 'node:crypto';
import {
  type BrokerCredentials,
  deviceCredentials,
  GATEWAY_USERNAME,
  gatewayCredentials,
} from '@signage/domain/broker-credentials';
import { playerClientId } from '@signage/domain/broker-rights';
import mqtt, { type MqttClient } from 'mqtt';

const CONTROL = '$CONTROL/dynamic-security/v1';
const GATEWAY_ROLE = 'signage-gateway';
const BATCH = 50;

type Command = Record<string, unknown> & { command: string };
interface Answer {
  command: string;
  error?: string;
  correlationData?: string;
}

/**
 * Gives players and the gateway their rights on Mosquitto through its dynamic-security plugin, as an admin
 * client (MQTT_ADMIN_USERNAME / MQTT_ADMIN_PASSWORD): the same rights the embedded broker enforces
 * (domain/broker-rights.ts). Each activated device gets a client (username = device id, the password check-in
 * hands it, client id fixed to `player-<id>` so nobody else can take its connection over) and a role that reads
 * only its `in` topic and the clock-sync messages addressed to it, and writes only its `out` topics; the gateway's role commands every device and reads
 * their answers. Deleting a device deletes its client. Retained messages are off in the broker's configuration.
 */
export class MosquittoRights {
  readonly #client: MqttClient;
  readonly #pending = new Map<string, (answers: Answer[]) => void>();

  private constructor(
    client: MqttClient,
    private readonly secret: string,
  ) {
    this.#client = client;
    client.on('message', (_topic, payload) => {
      let body: { responses?: Answer[] };
      try {
        body = JSON.parse(payload.toString('utf8'));
      } catch {
        return;
      }
      const answers = body.responses ?? [];
      const id = answers[0]?.correlationData;
      if (id) this.#pending.get(id)?.(answers);
    });
  }

  static async connect(url: string, admin: BrokerCredentials, secret: string): Promise<MosquittoRights> {
    const client = await mqtt.connectAsync(url, {
      ...admin,
      clean: true,
      reconnectPeriod: 1000,
      connectTimeout: 10_000,
    });
    await client.subscribeAsync(`${CONTROL}/response`, { qos: 1 });
    const rights = new MosquittoRights(client, secret);
    await rights.#ensureBase();
    return rights;
  }

  /** Sends commands (one batch) and answers the errors other than the ones `tolerated`. */
  async #send(commands: Command[], tolerated = /already exists|not found/i): Promise<string[]> {
    const id = randomUUID();
    const stamped = commands.map((command) => ({ ...command, correlationData: id }));
    const answers = await new Promise<Answer[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new Error('Mosquitto did not answer a dynamic-security command'));
      }, 10_000);
      this.#pending.set(id, (result) => {
        clearTimeout(timer);
        this.#pending.delete(id);
        resolve(result);
      });
      this.#client.publish(CONTROL, JSON.stringify({ commands: stamped }), { qos: 1 });
    });
    return answers.filter((a) => a.error && !tolerated.test(a.error)).map((a) => `${a.command}: ${a.error}`);
  }

  async #run(commands: Command[]) {
    for (let i = 0; i < commands.length; i += BATCH) {
      const errors = await this.#send(commands.slice(i, i + BATCH));
      if (errors.length) throw new Error(`Mosquitto refused: ${errors.join('; ')}`);
    }
  }

  async #ensureBase() {
    const gateway = gatewayCredentials(this.secret);
    const acl = (acltype: string, topic: string) => ({ acltype, topic, allow: true, priority: 0 });
    await this.#run([
      {
        command: 'setDefaultACLAccess',
        acls: [
          { acltype: 'publishClientSend', allow: false },
          { acltype: 'publishClientReceive', allow: true },
          { acltype: 'subscribe', allow: false },
          { acltype: 'unsubscribe', allow: true },
        ],
      },
      { command: 'createRole', rolename: GATEWAY_ROLE },
      ...[
        acl('publishClientSend', 'devices/+/in'),
        acl('subscribePattern', 'devices/+/out'),
        acl('subscribePattern', 'devices/+/out/screenshot'),
        acl('subscribePattern', 'devices/+/out/#'),
      ].map((entry) => ({ command: 'addRoleACL', rolename: GATEWAY_ROLE, ...entry })),
      {
        command: 'createClient',
        username: GATEWAY_USERNAME,
        password: gateway.password,
        roles: [{ rolename: GATEWAY_ROLE }],
      },
      // An existing client from an earlier start keeps its name but takes the current secret's password.
      { command: 'setClientPassword', username: GATEWAY_USERNAME, password: gateway.password },
    ]);
  }

  /** Rights for these activated devices (at start-up, all of them; after an activation, that one). */
  async grant(deviceIds: number[]) {
    const commands = deviceIds.flatMap((id): Command[] => {
      const rolename = `signage-device-${id}`;
      const { username, password } = deviceCredentials(this.secret, id);
      const acl = (acltype: string, topic: string) => ({
        command: 'addRoleACL',
        rolename,
        acltype,
        topic,
        allow: true,
        priority: 0,
      });
      return [
        { command: 'createRole', rolename },
        acl('subscribeLiteral', `devices/${id}/in`),
        acl('publishClientSend', `devices/${id}/out`),
        acl('publishClientSend', `devices/${id}/out/screenshot`),
        // Venue clock sync (issue 24): pings and pongs addressed to another device, from its own out subtree;
        // it reads only those addressed to it (a master from any follower, a follower from its master).
        acl('publishClientSend', `devices/${id}/out/sync/+`),
        acl('subscribeLiteral', `devices/+/out/sync/${id}`),
        acl('subscribePattern', `devices/+/out/sync/${id}`),
        { command: 'createClient', username, password, clientid: playerClientId(id), roles: [{ rolename }] },
        // A client from an earlier start (or made before ids were bound) takes the current password and id.
        { command: 'setClientPassword', username, password },
        { command: 'setClientId', username, clientid: playerClientId(id) },
      ];
    });
    await this.#run(commands);
  }

  /** A deleted device loses its broker login at once. */
  async revoke(deviceId: number) {
    await this.#run([
      { command: 'deleteClient', username: String(deviceId) },
      { command: 'deleteRole', rolename: `signage-device-${deviceId}` },
    ]);
  }

  async close() {
    await this.#client.endAsync();
  }
}
