import { Button, Popover, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useStore } from './hooks';
import { installPrompt, isIosBrowserTab, promptInstall } from './installPrompt';

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
    <Popover width={240} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button size="xs" variant="outline">
          Install app
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">Tap Share, then Add to Home Screen.</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
