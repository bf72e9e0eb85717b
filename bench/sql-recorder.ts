import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A PostgreSQL wire-protocol relay that records every statement its clients send: a process pointed at it (its
 * DATABASE_URL naming the relay) talks to the real server as before, and each statement it sends is kept with its
 * parameters, the connection it went over, the rows it returned and when it was sent and answered.
 *
 * Why on the wire rather than elsewhere: what is recorded is the very bytes the server receives, whichever library
 * sent them (MikroORM, Kysely's transactions, a raw `pg` query), so a replay of them cannot drift from the subgraph
 * when its SQL changes. MikroORM's logger sees only the statements it logs itself, and logs `begin`/`commit` with its
 * own text rather than Kysely's; `pg_stat_statements` folds the constants into placeholders and needs a server-wide
 * preload; `log_statement` is server-wide too, and writes to the server's log file.
 *
 * It understands the protocol as far as recording needs: the untyped startup messages (SSL and GSS requests are
 * answered "no" by the server, as to any local client that asks), simple queries (`Q`, which is how MikroORM 7 sends
 * every statement: its parameters already inlined) and the extended protocol (`P`arse, `B`ind, `E`xecute, `S`ync).
 * It never alters a byte in either direction; asked to, it holds the server's answers back for a while
 * (`answerDelayMs`), in order.
 */

/** A parameter as the client bound it: text, binary (a Buffer) or SQL NULL. */
export type BoundParameter = string | Buffer | null;

export interface RecordedStatement {
  /** The recorder's number for the connection it went over, in order of connection. */
  readonly connection: number;
  /** The `application_name` its connection started with, if any. */
  readonly applicationName: string | undefined;
  /** `simple`: a `Query` message (its text may hold several statements); `extended`: Parse/Bind/Execute. */
  readonly protocol: 'simple' | 'extended';
  readonly text: string;
  /** The extended protocol's bound parameters, in order; none for a simple query. */
  readonly params: readonly BoundParameter[];
  /** The connection's transaction status before it: `I` idle, `T` in a transaction, `E` in a failed one. */
  readonly transactionBefore: TransactionStatus;
  /** performance.now() when the client's message reached the recorder. */
  readonly sentAt: number;
  /** performance.now() when the server's ReadyForQuery closing it was passed to the client; undefined until then. */
  doneAt: number | undefined;
  /** The connection's transaction status once it was done. */
  transactionAfter: TransactionStatus | undefined;
  /** DataRow messages answered. */
  rows: number;
  /** CommandComplete tags answered (`SELECT 20`, `BEGIN`, …). */
  readonly tags: string[];
  /** The server's error message, if it failed (or was skipped after an earlier failure of its round). */
  error: string | undefined;
}

export type TransactionStatus = 'I' | 'T' | 'E';

/** The statements of one client round trip: up to a Sync (extended) or one Query (simple), closed by ReadyForQuery. */
interface Round {
  readonly statements: RecordedStatement[];
  /** Index of the statement the server answers now (extended rounds advance on each CommandComplete). */
  current: number;
  readonly protocol: 'simple' | 'extended';
  /** No more statements join it (its Sync or Query was sent). */
  closed: boolean;
}

const SSL_REQUEST = 80877103;
const GSS_ENCRYPTION_REQUEST = 80877104;
const PROTOCOL_3 = 196608;

/** Splits a byte stream into messages: untyped (length first) during startup, typed (a type byte, then the length) after. */
class MessageSplitter {
  #buffer: Buffer = Buffer.alloc(0);
  /** Untyped messages still expected before typed ones. */
  untyped: boolean;

  constructor(untyped: boolean) {
    this.untyped = untyped;
  }

  /** The complete messages in `chunk` (with what came before it), as type (0 for untyped) and body. */
  *push(chunk: Buffer): Generator<{ type: number; body: Buffer }> {
    this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, chunk]) : chunk;
    let offset = 0;
    for (;;) {
      const header = this.untyped ? 4 : 5;
      if (this.#buffer.length - offset < header) break;
      const type = this.untyped ? 0 : this.#buffer[offset];
      const length = this.#buffer.readInt32BE(offset + header - 4);
      const end = offset + header - 4 + length;
      if (this.#buffer.length < end) break;
      const body = this.#buffer.subarray(offset + header, end);
      offset = end;
      yield { type, body };
    }
    this.#buffer = this.#buffer.subarray(offset);
  }
}

/** Reads NUL-terminated strings and integers from a message body. */
class BodyReader {
  #offset = 0;
  constructor(private readonly body: Buffer) {}

  cstring(): string {
    const end = this.body.indexOf(0, this.#offset);
    const text = this.body.toString('utf8', this.#offset, end);
    this.#offset = end + 1;
    return text;
  }

  int16(): number {
    const value = this.body.readInt16BE(this.#offset);
    this.#offset += 2;
    return value;
  }

  int32(): number {
    const value = this.body.readInt32BE(this.#offset);
    this.#offset += 4;
    return value;
  }

  bytes(length: number): Buffer {
    const value = this.body.subarray(this.#offset, this.#offset + length);
    this.#offset += length;
    return value;
  }
}

/** What the recorder follows of one client connection. */
class RecordedConnection {
  applicationName: string | undefined;
  transactionStatus: TransactionStatus = 'I';
  /** Rounds sent and not yet closed by ReadyForQuery, oldest first. */
  readonly rounds: Round[] = [];
  /** Prepared statements by name ('' the unnamed one) and portals by name: their text, and the portal's parameters. */
  readonly prepared = new Map<string, string>();
  readonly portals = new Map<string, { text: string; params: BoundParameter[] }>();
  /** The server answers an SSL or GSS encryption request with one byte, before any typed message. */
  pendingEncryptionAnswers = 0;
  /** The server accepted an encryption request: nothing after it can be read. */
  encrypted = false;
  /** The server's answers held back (see `answerDelayMs`), delivered in order by this chain. */
  answers: Promise<void> = Promise.resolve();
  answersHeld = 0;

  constructor(readonly id: number) {}

  /** The round the client is adding statements to (a new one when the last was closed). */
  openRound(protocol: 'simple' | 'extended'): Round {
    const last = this.rounds.at(-1);
    if (last && !last.closed) return last;
    const round: Round = { statements: [], current: 0, protocol, closed: false };
    this.rounds.push(round);
    return round;
  }
}

export class PostgresRecorder {
  readonly #server: Server = createServer((client) => this.relay(client));
  readonly #sockets = new Set<Socket>();
  readonly #opened: RecordedConnection[] = [];
  /** Every statement recorded so far, in the order the clients sent them. */
  readonly statements: RecordedStatement[] = [];
  /**
   * How long each of the server's answers is held back before the client gets it (0: passed on at once). A statement
   * the client sends while an earlier one's answer is held cannot have waited for it: see `captureRequest`.
   */
  answerDelayMs = 0;

  private constructor(private readonly target: URL) {}

  /** A recorder in front of the server of `databaseUrl`, listening on a free port of 127.0.0.1. */
  static async start(databaseUrl: string): Promise<PostgresRecorder> {
    const recorder = new PostgresRecorder(new URL(databaseUrl));
    await new Promise<void>((resolve, reject) => {
      recorder.#server.once('error', reject);
      recorder.#server.listen(0, '127.0.0.1', resolve);
    });
    return recorder;
  }

  get port(): number {
    return (this.#server.address() as AddressInfo).port;
  }

  /** `databaseUrl` (same database, user and options), pointed at the recorder. */
  get url(): string {
    const url = new URL(this.target);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  /** Connections the recorder could not read, because the server accepted to encrypt them (TLS or GSS). */
  get unreadableConnections(): number {
    return this.#opened.filter((connection) => connection.encrypted).length;
  }

  async stop(): Promise<void> {
    if (!this.#server.listening) return;
    const closed = new Promise((resolve) => this.#server.close(resolve));
    for (const socket of this.#sockets) socket.destroy();
    this.#sockets.clear();
    await closed;
  }

  private relay(client: Socket): void {
    const connection = new RecordedConnection(this.#opened.length + 1);
    this.#opened.push(connection);
    const upstream = new Socket();
    this.#sockets.add(client).add(upstream);
    const fromClient = new MessageSplitter(true);
    const fromServer = new MessageSplitter(false);
    upstream.connect(Number(this.target.port || 5432), this.target.hostname);
    // Each chunk is read before it is passed on: a statement is recorded before the server can answer it.
    client.on('data', (chunk: Buffer) => {
      if (!connection.encrypted)
        for (const message of fromClient.push(chunk)) this.onClientMessage(connection, fromClient, message);
      upstream.write(chunk);
    });
    const deliver = (chunk: Buffer) => {
      try {
        let rest = chunk;
        // One-byte answers to encryption requests come before any typed message.
        while (connection.pendingEncryptionAnswers > 0 && rest.length) {
          connection.pendingEncryptionAnswers--;
          // 'S' or 'G': what follows is encrypted, and the recorder can read none of it.
          if (rest[0] !== 'N'.charCodeAt(0)) connection.encrypted = true;
          rest = rest.subarray(1);
        }
        if (!connection.encrypted)
          for (const message of fromServer.push(rest)) this.onServerMessage(connection, message);
      } finally {
        client.write(chunk);
      }
    };
    upstream.on('data', (chunk: Buffer) => {
      const delayMs = this.answerDelayMs;
      if (!delayMs && !connection.answersHeld) return deliver(chunk);
      // Held back in order: each chunk leaves `delayMs` after it came, and never before the one ahead of it.
      const due = performance.now() + delayMs;
      connection.answersHeld++;
      connection.answers = connection.answers.then(async () => {
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        connection.answersHeld--;
        deliver(chunk);
      });
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
      this.#sockets.delete(client);
      this.#sockets.delete(upstream);
      for (const round of connection.rounds.splice(0))
        for (const statement of round.statements) statement.error ??= 'connection closed before the answer';
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  }

  private onClientMessage(
    connection: RecordedConnection,
    splitter: MessageSplitter,
    { type, body }: { type: number; body: Buffer },
  ): void {
    if (type === 0) {
      const code = body.readInt32BE(0);
      if (code === SSL_REQUEST || code === GSS_ENCRYPTION_REQUEST) {
        connection.pendingEncryptionAnswers++;
        return; // another untyped message (the startup) follows
      }
      if (code === PROTOCOL_3) {
        const reader = new BodyReader(body.subarray(4));
        for (let key = reader.cstring(); key; key = reader.cstring()) {
          const value = reader.cstring();
          if (key === 'application_name') connection.applicationName = value;
        }
      }
      splitter.untyped = false;
      return;
    }
    const reader = new BodyReader(body);
    switch (String.fromCharCode(type)) {
      case 'Q': {
        const round = connection.openRound('simple');
        round.statements.push(this.record(connection, 'simple', reader.cstring(), []));
        round.closed = true;
        break;
      }
      case 'P': {
        const name = reader.cstring();
        connection.prepared.set(name, reader.cstring());
        break;
      }
      case 'B': {
        const portal = reader.cstring();
        const statement = reader.cstring();
        const formats = Array.from({ length: reader.int16() }, () => reader.int16());
        const params = Array.from({ length: reader.int16() }, (_, index): BoundParameter => {
          const length = reader.int32();
          if (length < 0) return null;
          const bytes = Buffer.from(reader.bytes(length));
          // One format for all parameters, or one each; none means text.
          const binary = (formats.length === 1 ? formats[0] : formats[index]) === 1;
          return binary ? bytes : bytes.toString('utf8');
        });
        connection.portals.set(portal, { text: connection.prepared.get(statement) ?? '', params });
        break;
      }
      case 'E': {
        const portal = connection.portals.get(reader.cstring());
        connection
          .openRound('extended')
          .statements.push(this.record(connection, 'extended', portal?.text ?? '', portal?.params ?? []));
        break;
      }
      case 'S':
        connection.openRound('extended').closed = true;
        break;
      case 'C': {
        // Close of a prepared statement (S) or portal (P).
        const kind = String.fromCharCode(reader.bytes(1)[0]);
        (kind === 'S' ? connection.prepared : connection.portals).delete(reader.cstring());
        break;
      }
      default:
        break; // Describe, Flush, Terminate, passwords, COPY data: nothing to record
    }
  }

  private record(
    connection: RecordedConnection,
    protocol: 'simple' | 'extended',
    text: string,
    params: BoundParameter[],
  ): RecordedStatement {
    const statement: RecordedStatement = {
      connection: connection.id,
      applicationName: connection.applicationName,
      protocol,
      text,
      params,
      // The status once the rounds still in flight on this connection are done is not known yet; pg sends one at a
      // time, so the last known status is the one this statement starts from.
      transactionBefore: connection.transactionStatus,
      sentAt: performance.now(),
      doneAt: undefined,
      transactionAfter: undefined,
      rows: 0,
      tags: [],
      error: undefined,
    };
    this.statements.push(statement);
    return statement;
  }

  private onServerMessage(connection: RecordedConnection, { type, body }: { type: number; body: Buffer }): void {
    const round = connection.rounds[0];
    const statement = round?.statements[round.current];
    switch (String.fromCharCode(type)) {
      case 'D':
        if (statement) statement.rows++;
        break;
      case 'C':
      case 'I': // EmptyQueryResponse
      case 's': // PortalSuspended
        if (statement && type === 'C'.charCodeAt(0)) statement.tags.push(new BodyReader(body).cstring());
        if (round?.protocol === 'extended') round.current++;
        break;
      case 'E': {
        if (!statement) break;
        statement.error = errorMessage(body);
        // The extended protocol skips the rest of the round until its Sync.
        if (round?.protocol === 'extended')
          for (const skipped of round.statements.slice(round.current + 1)) skipped.error ??= 'skipped';
        break;
      }
      case 'Z': {
        connection.transactionStatus = String.fromCharCode(body[0]) as TransactionStatus;
        // The ReadyForQuery that ends the startup closes no round.
        if (!round?.closed) break;
        connection.rounds.shift();
        const now = performance.now();
        for (const done of round.statements) {
          done.doneAt = now;
          done.transactionAfter = connection.transactionStatus;
        }
        break;
      }
      default:
        break;
    }
  }
}

/** The `M`essage field of an ErrorResponse. */
function errorMessage(body: Buffer): string {
  const reader = new BodyReader(body);
  for (;;) {
    const field = reader.bytes(1)[0];
    if (!field) return 'error';
    const value = reader.cstring();
    if (field === 'M'.charCodeAt(0)) return value;
  }
}
