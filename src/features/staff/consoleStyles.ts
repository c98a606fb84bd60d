/**
 * Mantine's stylesheets of the components only the staff console draws (the site's first screen
 * has the rest: src/app/firstScreenStyles.ts). Imported by the console's page module, so they load
 * with its chunk and cost the public pages nothing. Order as in Mantine's styles.css.
 *
 * - ActionIcon and PasswordInput: the log-in's password field and its show/hide button;
 * - Combobox and Popover: the down arrow (Combobox.Chevron) of the inbox's NativeSelect filters and
 *   status, and the publishing forms' lists of existing values (Autocomplete);
 * - Loader: a status being saved;
 * - Pagination: the pager of the jobs, companies and articles lists;
 * - Tabs: the console's areas (without it they read as one run of plain text);
 * - Table: the Speed tab's report.
 */
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
