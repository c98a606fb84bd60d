/**
 * `npm run dev`: the API server and Vite's dev server together, one command for a developer.
 *
 * - The API server (server/main.ts) on API_PORT (default 8080), restarted by Node's --watch when a
 *   server file changes. It needs no build for the API and /uploads; it serves no pages in dev.
 * - Vite on its own port (5173), with hot reload; it proxies /api and /uploads to the API server
 *   (vite.config.ts), so the app in the browser talks to the real server and its database.
 *
 * Both share this terminal's output. Ctrl-C (or either process ending) stops both.
 */
import { fileURLToPath } from 'node:url';

import { processGroup } from './processGroup';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const API_PORT = process.env.API_PORT ?? '8080';

const group = processGroup(ROOT);
group.start('API server', process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], { PORT: API_PORT });
group.start('Vite', process.execPath, [`${ROOT}node_modules/vite/bin/vite.js`]);
