import { Button, Popover, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { externalStore } from './externalStore';
import { useStore } from './hooks';
import { installPrompt, isIosBrowserTab, promptInstall } from './installPrompt';

const noSubscription = () => () => undefined;

/**
 * Whether the iOS how-to is open, kept outside the component: the header is mounted anew when the
 * first page's code arrives (the router's fallback header gives way to the layout's), and a tap
 * made meanwhile, common on a slow phone, must not be lost with the old header.
 */
const howToOpened = externalStore(false);
const setHowToOpened = (opened: boolean) => howToOpened.set(opened);

/**
 * "Install app": the browser's own dialog where it offered one (beforeinstallprompt), or on iOS
 * Safari, which has none, a short how-to. Nothing where the app is installed or not installable.
 */
export function InstallButton() {
  const prompt = useStore(installPrompt);
  const iosTab = useSyncExternalStore(noSubscription, isIosBrowserTab, () => false);
  const opened = useStore(howToOpened);

  if (prompt) {
    return (
      <Button size="xs" variant="outline" onClick={() => void promptInstall()}>
        Install app
      </Button>
    );
  }
  if (!iosTab) return null;
  return (
    <Popover opened={opened} onChange={setHowToOpened} width={240} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        {/* A controlled Popover leaves the target's click to us; outside clicks and Escape still close it (onChange). */}
        <Button size="xs" variant="outline" onClick={() => setHowToOpened(!howToOpened.get())}>
          Install app
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">Tap Share, then Add to Home Screen.</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
