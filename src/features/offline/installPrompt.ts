import { externalStore } from '../../browser/externalStore';

/**
 * Installing the app. Chromium-based browsers fire `beforeinstallprompt` when the app is
 * installable: it is kept so an "Install app" button can show the browser's dialog later. iOS
 * Safari has no such event; its users get a short how-to instead (isIosBrowserTab).
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installPrompt = externalStore<BeforeInstallPromptEvent | null>(null);

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // keep the browser's mini-infobar away; the header button offers it
    installPrompt.set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => installPrompt.set(null));
}

export async function promptInstall(): Promise<boolean> {
  const event = installPrompt.get();
  if (!event) return false;
  installPrompt.set(null); // a prompt can be shown only once
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

/** iPhone or iPad (iPadOS reports itself as a Mac with touch). */
export function isIos(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

/** On iOS, in a browser tab rather than the installed app: the case for the how-to. */
export function isIosBrowserTab(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  const standalone = nav.standalone === true || window.matchMedia('(display-mode: standalone)').matches;
  return !standalone && isIos(nav.userAgent, nav.platform, nav.maxTouchPoints);
}
