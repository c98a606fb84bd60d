import '@mantine/core/styles/Popover.css';
import { Button, Popover, Text } from '@mantine/core';

/** iOS Safari has no install dialog: "Install app" opens a short how-to instead. */
export default function IosInstallHint() {
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
