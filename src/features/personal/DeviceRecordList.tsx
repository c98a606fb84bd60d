import { Anchor, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { PlainAlert } from '../../components/PlainAlert';
import { routes } from '../../domain/routes';
import { useT } from '../../i18n/useT';

interface Props<T> {
  /** The device's records, or null while they are read (the server's HTML always says so). */
  records: readonly T[] | null;
  /** What the page says when the device holds none. */
  emptyText: string;
  /** The list's accessible name. Each record is drawn by children, as an <li>. */
  label: string;
  keyOf(record: T): string | number;
  children(record: T): ReactNode;
}

/** Both texts of the box share one grid cell: the box is as tall reading as it is empty. */
const ONE_CELL = { gridArea: '1 / 1' } as const;

/**
 * A list of what this device keeps (saved jobs, what was sent), shared by /saved-jobs and
 * /my-applications. The records are read from IndexedDB once hydrated, so the server draws the
 * reading state; it holds the place of the empty state that replaces it on a device with nothing
 * kept (a first visit), so the "Kept on this device only" note below does not jump (layout shift).
 * The box is a PlainAlert: Mantine's Alert drew itself again at once as it mounted (its id hook).
 */
export function DeviceRecordList<T>({ records, emptyText, label, keyOf, children }: Props<T>) {
  const t = useT();
  if (records !== null && records.length > 0)
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {records.map((record) => (
          <Fragment key={keyOf(record)}>{children(record)}</Fragment>
        ))}
      </Stack>
    );
  const reading = records === null;
  return (
    <PlainAlert busy={reading}>
      <div style={{ display: 'grid' }}>
        <Text mb="xs" style={{ ...ONE_CELL, visibility: reading ? 'visible' : 'hidden' }}>
          {t('personal.loading')}
        </Text>
        <Text mb="xs" style={{ ...ONE_CELL, visibility: reading ? 'hidden' : 'visible' }}>
          {emptyText}
        </Text>
      </div>
      <Anchor component={Link} to={routes.findJobs}>
        {t('personal.browseJobs')}
      </Anchor>
    </PlainAlert>
  );
}
