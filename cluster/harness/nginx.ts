import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Child, spawnChild, stopChild } from './child-processes';
import { pollUntil } from './wait';

/** The Debian package CI installs: `apt-get install -y nginx-light` (or `nginx`). */
export function nginxBinary(): string {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (!candidate) continue;
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore', timeout: 5_000 });
      return candidate;
    } catch {}
  }
  throw new Error('nginx not found: install the Debian package nginx-light (apt-get install -y nginx-light)');
}

/**
 * The load balancer in front of the replicas, written like deploy/nginx.conf plus what a test needs:
 * everything under a temp dir, one worker (round robin is then strictly alternating, so a test can
 * steer a request to a replica), and X-Upstream naming the replica that answered.
 *
 * Retries (`proxy_next_upstream error timeout`, no `non_idempotent`): a replica being stopped
 * closes its listener, so a new connection is refused; nothing was sent, and nginx passes any
 * request, POST included, to the other replica (seen in its error log: "connect() failed (111)" then
 * a 200). Once a request was written to a replica, nginx replays it after an error or a timeout only
 * if its method is idempotent. A 503 is not retried: the replicas answer it when the database is
 * down (the same for both), and counted as a failure it would take both out of the rotation (502). `non_idempotent` would also replay POSTs cut by a crash
 * mid-request, after points were charged or a document stored: never worth it. A stopping replica
 * drains first (SHUTDOWN_DRAIN_MS, longer than keepalive_timeout): every response closes its
 * connection, so no POST is ever written on a connection the replica then resets.
 * max_fails=1 fail_timeout=1s: a stopped replica leaves the rotation at its first refusal and is
 * tried again a second later. X-Forwarded-For is appended to, as in deploy/nginx.conf. The test
 * clients connect from loopback, which TRUST_PROXY=true trusts as a proxy like nginx itself, so the
 * address a scenario writes there is its client address (a client on a public address cannot do it).
 */
export function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const servers = upstreams
    .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=1s;`)
    .join('\n');
  const proxy = `
      proxy_pass http://brocardo;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;`;
  return `daemon off;
master_process on;
worker_processes 1;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream brocardo {
${servers}
    keepalive 64;
    # Shorter than the replicas' SHUTDOWN_DRAIN_MS: nginx never reuses a connection a stopping replica drops.
    keepalive_timeout 2s;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 25m;
    add_header X-Upstream $upstream_addr always;
    # Server-sent events: each event goes out as it is written; a stream may stay open for minutes.
    location ~ ^/(api/chat|rag-api/) {${proxy}
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 300s;
    }
    location / {${proxy}
    }
  }
}
`;
}

export interface Nginx {
  url: string;
  child: Child;
  stop(): Promise<void>;
}

export async function startNginx(port: number, upstreams: number[]): Promise<Nginx> {
  const binary = nginxBinary();
  const dir = await mkdtemp(path.join(tmpdir(), 'brocardo-cluster-nginx-'));
  await mkdir(path.join(dir, 'logs'));
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, nginxConfig(dir, port, upstreams));
  const child = spawnChild('nginx', binary, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')]);
  const url = `http://127.0.0.1:${port}`;
  await pollUntil(
    'nginx to listen',
    async () => {
      if (child.process.exitCode !== null) throw new Error(`nginx exited:\n${child.output()}`);
      await fetch(`${url}/healthz`);
      return true;
    },
    { timeoutMs: 10_000 },
  );
  return {
    url,
    child,
    async stop() {
      await stopChild(child, 'SIGQUIT', 5_000);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
