import { createHash, randomUUID } from 'node:crypto';
import { type BrokerCredentials, deviceCredentials, gatewayCredentials } from '@signage/domain/broker-credentials';
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
  data?: { client?: { clientid?: string; textdescription?: string } };
}

/** A broker login to hold: created when missing, corrected when its password or client id differ. */
interface Login {
  username: string;
  password: string;
  clientid?: string;
  roles: { rolename: string }[];
}

/**
 * What a client's description records of its password, so a login that is already right is left alone: Mosquitto
 * disconnects a client whose password is set, even to the same one, and every api process starting would otherwise
 * drop every gateway and player connected (issue 27: several api processes share one broker).
 */
const fingerprint = (password: string) =>
  `signage password ${createHash('sha256').update(password).digest('hex').slice(0, 16)}`;

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

  /** Sends commands (one batch) and answers the broker's answer to each, in order. */
  #answers(commands: Command[]): Promise<Answer[]> {
    const id = randomUUID();
    const stamped = commands.map((command) => ({ ...command, correlationData: id }));
    return new Promise<Answer[]>((resolve, reject) => {
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
  }

  async #run(commands: Command[], tolerated = /already exists|not found/i): Promise<Answer[]> {
    const all: Answer[] = [];
    for (let i = 0; i < commands.length; i += BATCH) {
      const answers = await this.#answers(commands.slice(i, i + BATCH));
      const errors = answers.filter((a) => a.error && !tolerated.test(a.error)).map((a) => `${a.command}: ${a.error}`);
      if (errors.length) throw new Error(`Mosquitto refused: ${errors.join('; ')}`);
      all.push(...answers);
    }
    return all;
  }

  /**
   * Creates the logins that are missing; one from an earlier start (or another api process) is corrected only
   * when its password (the secret changed) or its client id differ, so connected clients are not dropped.
   */
  async #ensureLogins(logins: Login[]) {
    const create = logins.map(
      (l): Command => ({ command: 'createClient', ...l, textdescription: fingerprint(l.password) }),
    );
    const created = await this.#run(create);
    const existing = logins.filter((_, i) => /already exists/i.test(created[i]?.error ?? ''));
    if (!existing.length) return;
    const found = await this.#run(existing.map((l) => ({ command: 'getClient', username: l.username })));
    const stale = existing.filter((l, i) => {
      const client = found[i]?.data?.client;
      return client?.textdescription !== fingerprint(l.password) || (l.clientid && client.clientid !== l.clientid);
    });
    await this.#run(
      stale.map((l) => ({
        command: 'modifyClient',
        username: l.username,
        password: l.password,
        textdescription: fingerprint(l.password),
        ...(l.clientid ? { clientid: l.clientid } : {}),
      })),
    );
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
    ]);
    await this.#ensureLogins([{ ...gateway, roles: [{ rolename: GATEWAY_ROLE }] }]);
  }

  /** Rights for these activated devices (at start-up, all of them; after an activation, that one). */
  async grant(deviceIds: number[]) {
    const commands = deviceIds.flatMap((id): Command[] => {
      const rolename = `signage-device-${id}`;
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
      ];
    });
    await this.#run(commands);
    // A client from an earlier start (or made before ids were bound) takes the current password and id.
    await this.#ensureLogins(
      deviceIds.map((id) => ({
        ...deviceCredentials(this.secret, id),
        clientid: playerClientId(id),
        roles: [{ rolename: `signage-device-${id}` }],
      })),
    );
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
