import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A passkey authenticator in software (ES256, attestation "none"), enough for the server to check
 * real registrations and signatures: it builds the CBOR and the authenticator data by hand.
 */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, n: number): Buffer<ArrayBuffer> {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(n, 1);
  return b;
}

function cbor(value: Cbor): Buffer<ArrayBuffer> {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value) as Buffer<ArrayBuffer>]);
  if (value instanceof Uint8Array)
    return Buffer.concat([head(2, value.length), Buffer.from(value) as Buffer<ArrayBuffer>]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const b64 = (data: Uint8Array) => Buffer.from(data).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 };

export function softwareAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = '';
  const clientData = (type: string, challenge: string, at = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));
  const authData = (rpId: string, flags: number, extra = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, extra]);
  };

  return {
    id: b64(credentialId),
    /** The answer to navigator.credentials.create() for these options. */
    register(
      options: { challenge: string; rp: { id: string }; user: { id: string } },
      opts: { origin?: string } = {},
    ) {
      userHandle = options.user.id;
      const coseKey = new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, cbor(coseKey)]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(options.rp.id, FLAGS.up | FLAGS.uv | FLAGS.at, attested)],
        ]),
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge, opts.origin)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** The answer to navigator.credentials.get(); `counter` may be set to replay an old count. */
    sign(
      options: { challenge: string; rpId: string },
      opts: { userVerified?: boolean; counter?: number; origin?: string } = {},
    ) {
      counter = opts.counter ?? counter + 1;
      const data = authData(options.rpId, FLAGS.up | (opts.userVerified === false ? 0 : FLAGS.uv));
      const client = clientData('webauthn.get', options.challenge, opts.origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
