import '@mantine/core/styles/Popover.css';

import { Button, Popover, Text } from '@mantine/core';

import { useT } from '../../i18n/useT';
import { installButtonLook } from './installButtonLook';

interface Props {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** iOS Safari has no install dialog: "Install app" opens a short how-to instead. */
export default function IosInstallHint({ opened, onChange }: Props) {
  const t = useT();
  return (
    <Popover opened={opened} onChange={onChange} width={240} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        {/* A controlled Popover leaves the target's click to us; outside clicks and Escape still close it (onChange). */}
        <Button {...installButtonLook(t('install.button'))} onClick={() => onChange(!opened)} />
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{t('install.iosHint')}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
