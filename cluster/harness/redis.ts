import { connect } from 'node:net';

/**
 * Empties one Redis database (SELECT n, FLUSHDB) over the raw protocol: the rate-limit counters of
 * an earlier run must not count in this one. Fails clearly when Redis is not there.
 */
export function flushRedisDatabase(host: string, port: number, db: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    const timer = setTimeout(
      () => socket.destroy(new Error(`Redis at ${host}:${port} did not answer`)),
      5_000,
    );
    let answer = '';
    socket.on('connect', () => socket.write(`SELECT ${db}\r\nFLUSHDB\r\n`));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.startsWith('-')) socket.destroy(new Error(`Redis refused: ${answer.trim()}`));
      else if (answer === '+OK\r\n+OK\r\n') socket.end();
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Redis at ${host}:${port}: ${error.message}`));
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (answer === '+OK\r\n+OK\r\n') resolve();
      else reject(new Error(`Redis at ${host}:${port} did not flush database ${db}: ${answer.trim()}`));
    });
  });
}
