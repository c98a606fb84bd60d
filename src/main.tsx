// First: React and React DOM are evaluated in a task of their own (yieldAfterReact.ts).
import './app/yieldAfterReact';

import { startApp } from './app/start';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// In a task of its own: evaluating the entry's modules is already one long task on a phone, and
// starting the app (reading the page's data, asking for its code, hydrating) is better in another,
// so the browser can answer a tap in between.
setTimeout(() => void startApp(root), 0);
