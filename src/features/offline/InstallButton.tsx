import { Button } from '@mantine/core';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useStore } from './hooks';
import { installPrompt, isIosBrowserTab, promptInstall } from './installPrompt';

// The how-to's Popover (and floating-ui under it) is only for iOS Safari: not in the first page's code.
const IosInstallHint = lazy(() => import('./IosInstallHint'));

const noSubscription = () => () => undefined;

/**
 * "Install app": the browser's own dialog where it offered one (beforeinstallprompt), or on iOS
 * Safari, which has none, a short how-to. Nothing where the app is installed or not installable.
 */
export function InstallButton() {
  const prompt = useStore(installPrompt);
  const iosTab = useSyncExternalStore(noSubscription, isIosBrowserTab, () => false);

  if (prompt) {
    return (
      <Button size="xs" variant="outline" onClick={() => void promptInstall()}>
        Install app
      </Button>
    );
  }
  if (!iosTab) return null;
  return (
    <Suspense fallback={null}>
      <IosInstallHint />
    </Suspense>
  );
}
