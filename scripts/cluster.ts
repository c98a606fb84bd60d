/**
 * `npm run cluster -- --instances 3 [--port 8088]`: several instances of the built site behind
 * Debian's nginx on one PostgreSQL database, as docs/DEPLOY.md describes, on this machine. Needs
 * DATABASE_URL (a PostgreSQL database) and a build (`npm run build`). Each instance is a real
 * server process on its own port with its own DATA_DIR (data/cluster-N), as separate machines would
 * be; nginx spreads requests round robin and sets X-Forwarded-For, which the instances trust from
 * 127.0.0.1 (TRUSTED_PROXIES). Ctrl-C stops them all.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { processGroup } from './processGroup';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const { values } = parseArgs({
  options: { instances: { type: 'string', default: '3' }, port: { type: 'string', default: '8088' } },
});
const INSTANCES = Number(values.instances);
const PORT = Number(values.port);
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL?.startsWith('postgres')) {
  console.error('Set DATABASE_URL to a PostgreSQL database, e.g. postgres://user:password@127.0.0.1:5432/srjobs');
  process.exit(1);
}
if (!Number.isInteger(INSTANCES) || INSTANCES < 1 || INSTANCES > 8) {
  console.error('--instances must be a whole number from 1 to 8');
  process.exit(1);
}

const group = processGroup(ROOT);

const ports = Array.from({ length: INSTANCES }, (_, i) => PORT + 1 + i);
ports.forEach((port, i) => {
  const dataDir = join(ROOT, 'data', `cluster-${i + 1}`);
  mkdirSync(dataDir, { recursive: true });
  group.start(`instance ${i + 1}`, process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL,
    TRUSTED_PROXIES: '127.0.0.1',
  });
});

// nginx with a configuration of its own in a scratch folder: no root, no system config touched.
const prefix = mkdtempSync(join(tmpdir(), 'srjobs-nginx-'));
mkdirSync(join(prefix, 'logs'));
writeFileSync(
  join(prefix, 'nginx.conf'),
  `worker_processes 1;
error_log ${join(prefix, 'logs', 'error.log')} warn;
pid ${join(prefix, 'nginx.pid')};
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(prefix, 'body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  client_max_body_size 10m;
  upstream srjobs {
${ports.map((port) => `    server 127.0.0.1:${port};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${PORT};
    location / {
      proxy_pass http://srjobs;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_request_buffering off;
      proxy_next_upstream error timeout;
    }
  }
}
`,
);
group.start('nginx', '/usr/sbin/nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;']);
console.log(`${INSTANCES} instances behind nginx: http://127.0.0.1:${PORT}/`);
