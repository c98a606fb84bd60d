import './selectStyles';

import { Select, type SelectProps } from '@mantine/core';

/**
 * Mantine's Select for string values, as a module of its own so LazySelect can load it (and
 * Combobox, Popover, ScrollArea and floating-ui under it, with their stylesheets) apart from the
 * page that shows it.
 */
export default function SelectField(props: SelectProps<string>) {
  return <Select<string> {...props} />;
}
