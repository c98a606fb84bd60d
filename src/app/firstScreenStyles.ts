/**
 * Mantine's stylesheets the first screen of any page needs, instead of the whole of
 * '@mantine/core/styles.css' (252 KB): the global styles and the components the layout and the
 * route pages draw. They block rendering, so nothing is unstyled when the page appears.
 * Components that only dialogs, dropdowns, the waiting panel and notices draw bring their own
 * stylesheets with their lazily loaded code (src/components/overlayStyles.ts, SelectField.tsx,
 * src/app/NoticeHost.tsx, src/features/offline/IosInstallHint.tsx).
 *
 * Order as in styles.css: a component's styles come after those of the components it is built on
 * (Button after UnstyledButton, Card after Paper, Radio after Input and InlineInput).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
// The theme's variables, after Mantine's defaults they override (scripts/themeCss.ts says why a file).
import './themeVariables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
// The site's own classes every kind of page draws, some inside a page's deferred parts (a job row's
// Save toggle, the home sections' grids): a part's CSS must be linked with the page's, and a CSS
// module imported for that alone is dropped from the build, so these are plain stylesheets.
import '../components/IconCard.css';
import '../components/jobCard/JobCard.css';
import '../components/ResponsiveGrid.css';
import '../personal/page/SaveJobButton.css';
