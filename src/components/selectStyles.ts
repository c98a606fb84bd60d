/**
 * Mantine's stylesheets of a Select's dropdown (Combobox on Popover, ScrollArea, the clear
 * button). Imported by the code that draws a Select, which loads after the first screen; the
 * field itself is styled by Input.css, part of the first screen's CSS.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Combobox.css';
