import { connect, type Socket } from 'node:net';

/** A RESP2 reply: status and bulk strings as strings, integers, nil as null, arrays nested. */
export type RedisReply = string | number | null | RedisReply[];

/**
 * Sends `commands` to the Redis at `url` on one connection (AUTH and SELECT from the URL first)
 * and answers their replies in order. A small RESP reader instead of a client library: the local
 * stack only needs PING, and the test harness only SCAN/UNLINK and a few checks.
 */
export async function redisCommands(
  url: string,
  commands: (string | number)[][],
  timeoutMs = 5_000,
): Promise<RedisReply[]> {
  const target = new URL(url);
  if (target.protocol !== 'redis:') throw new Error(`Only redis:// URLs are supported here, not ${target.protocol}`);
  const prelude: (string | number)[][] = [];
  if (target.password) {
    const password = decodeURIComponent(target.password);
    prelude.push(target.username ? ['AUTH', decodeURIComponent(target.username), password] : ['AUTH', password]);
  }
  const db = target.pathname.replace('/', '');
  if (db) prelude.push(['SELECT', db]);
  const all = [...prelude, ...commands];
  const socket = connect({ host: target.hostname.replace(/^\[|\]$/g, ''), port: Number(target.port || 6379) });
  socket.setTimeout(timeoutMs);
  try {
    const replies = await exchange(socket, all);
    return replies.slice(prelude.length);
  } finally {
    socket.destroy();
  }
}

/** One command; see {@link redisCommands}. */
export async function redisCommand(url: string, ...command: (string | number)[]): Promise<RedisReply> {
  const [reply] = await redisCommands(url, [command]);
  return reply ?? null;
}

function exchange(socket: Socket, commands: (string | number)[][]): Promise<RedisReply[]> {
  return new Promise((resolve, reject) => {
    let buffer = Buffer.alloc(0);
    const replies: RedisReply[] = [];
    socket.once('error', reject);
    socket.once('timeout', () => reject(new Error('Redis did not answer in time')));
    socket.once('close', () => reject(new Error('Redis closed the connection')));
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      try {
        for (let parsed = parse(buffer, 0); parsed; parsed = parse(buffer, 0)) {
          replies.push(parsed.value);
          buffer = buffer.subarray(parsed.next);
          if (replies.length === commands.length) return resolve(replies);
        }
      } catch (error) {
        reject(error);
      }
    });
    socket.write(commands.map(encode).join(''));
  });
}

function encode(command: (string | number)[]): string {
  const parts = command.map((part) => {
    const text = String(part);
    return `$${Buffer.byteLength(text)}\r\n${text}\r\n`;
  });
  return `*${command.length}\r\n${parts.join('')}`;
}

/** Parses one reply at `offset`, or answers undefined when the buffer does not hold all of it yet. */
function parse(buffer: Buffer, offset: number): { value: RedisReply; next: number } | undefined {
  const end = buffer.indexOf('\r\n', offset);
  if (end < 0) return undefined;
  const type = String.fromCharCode(buffer[offset] ?? 0);
  const line = buffer.toString('utf8', offset + 1, end);
  const next = end + 2;
  switch (type) {
    case '+':
      return { value: line, next };
    case '-':
      throw new Error(`Redis: ${line}`);
    case ':':
      return { value: Number(line), next };
    case '$': {
      const length = Number(line);
      if (length < 0) return { value: null, next };
      if (buffer.length < next + length + 2) return undefined;
      return { value: buffer.toString('utf8', next, next + length), next: next + length + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { value: null, next };
      const items: RedisReply[] = [];
      let cursor = next;
      for (let i = 0; i < count; i++) {
        const item = parse(buffer, cursor);
        if (!item) return undefined;
        items.push(item.value);
        cursor = item.next;
      }
      return { value: items, next: cursor };
    }
    default:
      throw new Error(`Unexpected reply from Redis: ${buffer.toString('utf8', offset, end)}`);
  }
}

/**
 * Deletes every key matching the glob `pattern` (SCAN, then UNLINK in batches, never KEYS, so a
 * shared Redis is not blocked) and answers how many went.
 */
export async function deleteRedisKeys(url: string, pattern: string): Promise<number> {
  let cursor = '0';
  let deleted = 0;
  do {
    const [next, keys] = (await redisCommand(url, 'SCAN', cursor, 'MATCH', pattern, 'COUNT', 1000)) as [
      string,
      string[],
    ];
    if (keys.length) deleted += Number(await redisCommand(url, 'UNLINK', ...keys));
    cursor = next;
  } while (cursor !== '0');
  return deleted;
}
