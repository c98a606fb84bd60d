/**
 * Mantine's stylesheets of the site's dialogs and the waiting panel (Modal, Drawer and what they
 * are built on; Loader for their buttons' busy state). Imported by the lazily loaded code that
 * opens them, so they are not part of the first screen's CSS (src/app/firstScreenStyles.ts).
 */
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Modal.css';
