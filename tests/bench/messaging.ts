// The messenger (issue 18). Three figures, each beside a baseline measured in the same run:
// - send to delivery: a messageSend over HTTP until the other member's graphql-ws socket hears
//   it, beside a trivial GraphQL query's round trip on the same server (PGlite in memory);
// - memory per idle socket: 1,000 graphql-ws sockets, each signed in and subscribed, beside 1,000
//   bare WebSocket connections (client and server share this process: both sides are counted);
// - the inbox (conversationList's service, first page and the next) on PostgreSQL with
//   BENCH_MESSAGING_CONVERSATIONS conversations (default 100,000) of 10 messages each, beside
//   `select 1` and a primary-key lookup. Only with BENCH_DATABASE_URL (a scratch database).
import { performance } from 'node:perf_hooks';
import { openScratchDatabase } from './scratch';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import pino from 'pino';
import { sql } from 'kysely';
import WebSocket, { WebSocketServer } from 'ws';
import { benchConfig } from './bench-config';
import { percentileOf } from './load';
import { buildApp } from '../../server/app';
import { EventBus } from '../../server/core/events';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Deps } from '../../server/deps';
import { issueSession } from '../../server/modules/auth';
import { listConversations } from '../../server/modules/messaging/messaging.service';
import type { Viewer } from '../../server/modules/users';

const SENDS = Number(process.env.BENCH_MESSAGING_SENDS ?? 200);
const SOCKETS = Number(process.env.BENCH_MESSAGING_SOCKETS ?? 1000);
const CONVERSATIONS = Number(process.env.BENCH_MESSAGING_CONVERSATIONS ?? 100_000);
const MESSAGES_PER_CONVERSATION = 10;
const INBOX_RUNS = 300;
const DELIVERY_TARGET_MS = 100;
const INBOX_TARGET_MS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const config = benchConfig();

export interface MessagingMeasures {
  delivery: number[];
  baselineQuery: number[];
  memory: { sockets: number; graphqlWs: { heap: number; rss: number }; bareWs: { heap: number; rss: number } };
  inbox: null | {
    conversations: number;
    messages: number;
    sides: number;
    firstPage: number[];
    nextPage: number[];
    selectOne: number[];
    primaryKey: number[];
  };
}

async function settleMemory(): Promise<{ heap: number; rss: number }> {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i += 1) {
    gc?.();
    await sleep(200);
  }
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed, rss: usage.rss };
}

async function insertUsers(database: DatabaseHandle, count: number): Promise<string[]> {
  const { rows } = await sql<{
    id: string;
  }>`insert into users (username, email, display_name, is_validated, is_anonymous)
    select 'bench' || g || '_' || ${process.pid}::text, 'bench' || g || '_' || ${process.pid}::text || '@example.dz',
      'Membre ' || g, true, false
    from generate_series(1, ${count}::int) g returning id`.execute(database.db);
  return rows.map((row) => row.id);
}

/** Send to delivery and idle sockets, on a server over PGlite in memory. */
async function liveMeasures(): Promise<Pick<MessagingMeasures, 'delivery' | 'baselineQuery' | 'memory'>> {
  const database = await openDatabase({ dataDir: 'memory' });
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const ws = address.replace(/^http/, 'ws') + '/graphql';
  const clients: Client[] = [];
  const connect = (bearer: string) => {
    const client = createClient({
      url: ws,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${bearer}` },
      retryAttempts: 0,
      lazy: false,
    });
    clients.push(client);
    return client;
  };
  const post = async (query: string, variables: Record<string, unknown>, bearer: string) => {
    const response = await fetch(`${address}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Record<string, { id: string }>; errors?: unknown[] };
  };
  try {
    const [buyerId, sellerId, ...others] = await insertUsers(database, 52);
    const buyer = (await issueSession(app.deps, buyerId!)).token;
    const seller = (await issueSession(app.deps, sellerId!)).token;
    const started = await post(
      `mutation ($u: ID!) { conversationStart(input: { userId: $u }) { id } }`,
      { u: sellerId },
      buyer,
    );
    const conversationId = started.data!.conversationStart!.id;
    const heard = new Map<string, number>();
    const socket = connect(seller);
    void (async () => {
      for await (const result of socket.iterate({ query: 'subscription { messageReceived { id } }' })) {
        const id = (result.data?.messageReceived as { id: string } | undefined)?.id;
        if (id) heard.set(id, performance.now());
      }
    })().catch(() => undefined);
    await sleep(300);

    const baselineQuery: number[] = [];
    for (let i = 0; i < SENDS; i += 1) {
      const at = performance.now();
      await post('{ __typename }', {}, buyer);
      baselineQuery.push(performance.now() - at);
    }
    // The member writes at a human pace, under the limit of messages per minute: the window is
    // reset between sends so the bench measures delivery, not the limiter's refusals.
    const delivery: number[] = [];
    for (let i = 0; i < SENDS; i += 1) {
      await sql`delete from rate_limit_hits`.execute(database.db);
      const at = performance.now();
      const sent = await post(
        `mutation ($c: ID!, $t: String) { messageSend(conversationId: $c, text: $t) { id } }`,
        { c: conversationId, t: `ping ${i}` },
        buyer,
      );
      const id = sent.data?.messageSend?.id;
      if (!id) throw new Error(`send refused: ${JSON.stringify(sent.errors)}`);
      const deadline = Date.now() + 5000;
      while (!heard.has(id) && Date.now() < deadline) await sleep(1);
      delivery.push(heard.get(id)! - at);
    }
    for (const client of clients.splice(0)) await client.dispose();
    await sleep(500);

    // Idle sockets: signed in, each subscribed to its member's new messages.
    const tokens = await Promise.all(others.map(async (id) => (await issueSession(app.deps, id)).token));
    const before = await settleMemory();
    for (let i = 0; i < SOCKETS; i += 1) {
      const client = connect(tokens[i % tokens.length]!);
      void (async () => {
        for await (const result of client.iterate({ query: 'subscription { messageReceived { id } }' })) void result;
      })().catch(() => undefined);
      if (i % 100 === 99) await sleep(50);
    }
    await sleep(2000);
    const withSockets = await settleMemory();
    for (const client of clients.splice(0)) await client.dispose();
    await sleep(1000);

    const bare = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => bare.once('listening', resolve));
    const bareUrl = `ws://127.0.0.1:${(bare.address() as AddressInfo).port}`;
    const bareBefore = await settleMemory();
    const bareSockets: WebSocket[] = [];
    for (let i = 0; i < SOCKETS; i += 1) {
      const socket = new WebSocket(bareUrl);
      bareSockets.push(socket);
      await new Promise((resolve) => socket.once('open', resolve));
    }
    const bareAfter = await settleMemory();
    for (const socket of bareSockets) socket.close();
    await new Promise((resolve) => bare.close(resolve));
    return {
      delivery,
      baselineQuery,
      memory: {
        sockets: SOCKETS,
        graphqlWs: {
          heap: (withSockets.heap - before.heap) / SOCKETS,
          rss: (withSockets.rss - before.rss) / SOCKETS,
        },
        bareWs: { heap: (bareAfter.heap - bareBefore.heap) / SOCKETS, rss: (bareAfter.rss - bareBefore.rss) / SOCKETS },
      },
    };
  } finally {
    for (const client of clients) await client.dispose();
    await app.close();
    await database.close();
  }
}

/** The inbox at scale on a scratch PostgreSQL database. */
async function inboxMeasures(url: string): Promise<MessagingMeasures['inbox']> {
  const { database, drop } = await openScratchDatabase(url, 'messaging', 600_000);
  try {
    const members = Math.max(10, Math.round(CONVERSATIONS / 100));
    const ids = await insertUsers(database, members);
    const base = Number(ids[0]) - 1;
    const db = database.db;
    const started = performance.now();
    // Conversation g: member (g mod U) writes to member (g + 1 + g div U) mod U, never themselves.
    await sql`insert into conversations (id, type, starter_id, recipient, subject_key, created_at, last_message_at)
      select g, 'USER', ${base} + 1 + g % ${members}, 'U:' || (${base} + 1 + (g + 1 + g / ${members}) % ${members}), g,
        now() - interval '1 second' * g, now() - interval '1 second' * g
      from generate_series(1, ${CONVERSATIONS}::int) g`.execute(db);
    await sql`select setval('conversations_id_seq', ${CONVERSATIONS}::int)`.execute(db);
    await sql`insert into conversation_sides (conversation_id, party, user_id, last_message_at, unread_count)
      select id, 'U:' || starter_id, starter_id, last_message_at, 0 from conversations
      union all
      select id, recipient, substr(recipient, 3)::bigint, last_message_at, (id % 3)::int from conversations`.execute(
      db,
    );
    await sql`insert into messages (conversation_id, sender_id, sender_party, body, created_at)
      select c.id, case when n % 2 = 0 then c.starter_id else substr(c.recipient, 3)::bigint end,
        case when n % 2 = 0 then 'U:' || c.starter_id else c.recipient end,
        'Message ' || n || ' de la conversation ' || c.id, c.last_message_at - interval '1 minute' * (10 - n)
      from conversations c cross join generate_series(1, ${MESSAGES_PER_CONVERSATION}::int) n
      order by c.id, n`.execute(db);
    await sql`update conversations c set last_message_id = m.last from
      (select conversation_id, max(id) as last from messages group by conversation_id) m
      where m.conversation_id = c.id`.execute(db);
    await sql`analyze`.execute(db);
    console.log(`  (loaded in ${((performance.now() - started) / 1000).toFixed(1)} s)`);

    const log = pino({ level: 'warn' });
    const now = () => new Date();
    const events = new EventBus(db, log, now, []);
    const deps: Deps = { db, engine: 'postgres', config, log, now, events };
    // The busiest member (the recipient side of many conversations).
    const viewer: Viewer = {
      id: String(base + 1),
      username: 'bench',
      isAnonymous: false,
      isValidated: true,
      canPublish: true,
      canComment: true,
      rolesPlain: [],
      permissions: [],
      storeIds: [],
    };
    const timed = async (work: () => Promise<unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < 20; i += 1) await work();
      for (let i = 0; i < INBOX_RUNS; i += 1) {
        const at = performance.now();
        await work();
        samples.push(performance.now() - at);
      }
      return samples;
    };
    const first = await listConversations(deps, viewer, { first: 30 });
    const { count } = await db
      .selectFrom('conversation_sides')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('party', '=', `U:${viewer.id}`)
      .executeTakeFirstOrThrow();
    return {
      conversations: CONVERSATIONS,
      messages: CONVERSATIONS * MESSAGES_PER_CONVERSATION,
      sides: Number(count),
      firstPage: await timed(() => listConversations(deps, viewer, { first: 30 })),
      nextPage: await timed(() => listConversations(deps, viewer, { first: 30, after: first.nextCursor })),
      selectOne: await timed(() => sql`select 1`.execute(db)),
      primaryKey: await timed(() => db.selectFrom('users').selectAll().where('id', '=', viewer.id).execute()),
    };
  } finally {
    await database.close();
    await drop();
  }
}

export async function runMessagingBench(databaseUrl: string | undefined): Promise<MessagingMeasures> {
  const live = await liveMeasures();
  const inbox = databaseUrl ? await inboxMeasures(databaseUrl) : null;
  return { ...live, inbox };
}

const ms = (values: number[], p: number) => percentileOf(values, p).toFixed(1);
const ratio = (a: number[], b: number[], p: number) => (percentileOf(a, p) / percentileOf(b, p)).toFixed(1);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function reportMessaging(m: MessagingMeasures): void {
  console.log('\nMessaging (issue 18)');
  console.log(
    `  send → delivery on another socket (${m.delivery.length} sends, PGlite): p50 ${ms(m.delivery, 50)} ms, p95 ${ms(m.delivery, 95)} ms` +
      ` (target p95 < ${DELIVERY_TARGET_MS} ms); baseline { __typename } round trip p50 ${ms(m.baselineQuery, 50)} ms,` +
      ` p95 ${ms(m.baselineQuery, 95)} ms; ratio p95 ×${ratio(m.delivery, m.baselineQuery, 95)}`,
  );
  console.log(
    `  memory per idle socket (${m.memory.sockets} signed-in, subscribed graphql-ws sockets, client and server in one process):` +
      ` heap ${kib(m.memory.graphqlWs.heap)} KiB, RSS ${kib(m.memory.graphqlWs.rss)} KiB;` +
      ` bare WebSocket baseline heap ${kib(m.memory.bareWs.heap)} KiB, RSS ${kib(m.memory.bareWs.rss)} KiB`,
  );
  if (!m.inbox) {
    console.log('  inbox at scale: set BENCH_DATABASE_URL (PostgreSQL) to measure it.');
    return;
  }
  const i = m.inbox;
  console.log(
    `  inbox (${i.conversations.toLocaleString('en')} conversations, ${i.messages.toLocaleString('en')} messages,` +
      ` member with ${i.sides} conversations, ${INBOX_RUNS} runs): first page p50 ${ms(i.firstPage, 50)} ms,` +
      ` p95 ${ms(i.firstPage, 95)} ms; next page p95 ${ms(i.nextPage, 95)} ms (target p95 < ${INBOX_TARGET_MS} ms)`,
  );
  console.log(
    `    baselines: select 1 p95 ${ms(i.selectOne, 95)} ms, primary-key lookup p95 ${ms(i.primaryKey, 95)} ms;` +
      ` first page ×${ratio(i.firstPage, i.primaryKey, 95)} a primary-key lookup`,
  );
}
