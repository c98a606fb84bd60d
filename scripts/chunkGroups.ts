import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/**
 * Which chunk each module of the app goes in (docs/decisions/0014-coarse-chunks.md). A first visit
 * fetches the boot script, the entry (`index`: everything the entry imports), `shared` and its
 * page's chunk, then its deferred parts' small chunks as hydration reaches them; once the browser
 * is idle, `parts` in one request; once the page has settled, `taps` in one request. Left to
 * itself, Rolldown makes a chunk of every set of lazily loaded modules that share code: some 140
 * files, 60 of them on a first visit, each a round trip on a phone.
 *
 * A module's place follows from the lazily loaded modules ("roots") that reach it by static
 * imports, classified by the tables below; a root missing from them is an idle part. Libraries
 * import one another through their index files, which says nothing of who uses what, so they are
 * placed by the table of libraries instead; tests/e2e/bundleBudget.test.ts checks that no first
 * page imports `parts` or `taps`.
 */

/** The router's page modules (src/app/router.tsx): a chunk each. */
const PAGE = /\/src\/features\/[^/]+\/([^/]*Page|ApplicationProvider|StaffConsole)\.tsx$/;
/** What a tap opens (tapPart, loadOnce on use): the forms, the dialogs, the dropdowns, share. */
const TAP = [
  'src/features/apply/formParts',
  'src/features/apply/ResultDialog',
  'src/features/enquiry/EnquiryModal',
  'src/features/personal/RemoveAllDialog',
  'src/features/jobs/FilterRadioGroup',
  'src/features/offline/IosInstallHint',
  'src/outbox/page/OutboxPanel',
  'src/components/SelectField',
  'src/components/shareLink',
];
/** Loaded lazily but by every page before it draws: the texts' files (the page's own texts come with its code). */
const EVERY_PAGE = ['src/i18n/catalogFiles'];
/**
 * Parts below a page's first screen (deferredPart, docs/decisions/0012): a small chunk each, fetched
 * as hydration reaches the part; what a part shares with the page drawing it goes with that page.
 */
const DEFERRED = [
  'src/app/layout/SiteFooter',
  'src/features/enquiry/RecruitingEnquiryBlock',
  'src/features/jobs/RelatedJobs',
  'src/features/jobs/JobList',
  'src/features/companies/CompanyJobs',
  'src/features/home/HomeSections',
  'src/components/DetailProblem',
];

/** Libraries the pages draw with beyond the entry's (a page's chunk never imports `parts` or `taps`). */
const PAGE_LIBRARIES = new RegExp(
  String.raw`/node_modules/(@tanstack/|@mantine/core/esm/(core/|components/(Alert|Anchor|Blockquote|Badge|Card|CloseButton|AspectRatio|FileButton|Grid|Image|List|Divider|Skeleton|VisuallyHidden)/)|@mantine/hooks/esm/(use-id|use-isomorphic-effect|use-force-update|use-uncontrolled|use-merged-ref|utils)/)`,
);
/** Libraries of the idle parts: the worker's registration, the vitals reporter, the notices, the device's records. */
const IDLE_LIBRARIES = new RegExp(
  String.raw`/node_modules/(workbox-window|web-vitals|idb|react-remove-scroll|use-sidecar|use-callback-ref|get-nonce|react-style-singleton|tslib|@mantine/notifications|@mantine/store|react-transition-group|@babel/runtime|@mantine/core/esm/components/(Notification|Portal|Loader)/|@mantine/hooks/esm/use-drag/)`,
);
/** The staff console's own components. */
const STAFF_LIBRARIES = new RegExp(
  String.raw`/node_modules/(@mantine/core/esm/components/(Table|Tabs|Pagination|Autocomplete|NativeSelect|PasswordInput|ActionIcon|Center)/|@mantine/hooks/esm/(use-pagination|use-debounced-value)/)`,
);

/**
 * A module's place: the entry ('initial'), the code pages share, the idle parts, what a tap opens,
 * the staff console, a page (`page-<module>`) or a deferred part (`part-<module>`).
 */
type Place = string;

const isOneOf = (id: string, paths: readonly string[]) => paths.some((path) => id.replace(/\.tsx?$/, '').endsWith(`/${path}`));
const baseName = (id: string) => id.replace(/^.*\//, '').replace(/\.tsx?$/, '');

/** Places found so far: `graph.owners` holds, for a deferred part's place, where the modules drawing it are. */
interface Graph {
  ctx: ChunkingContext;
  owners: Map<Place, Set<Place>>;
}

/** The place of the modules statically reachable from `root`, a lazily loaded module. */
function rootPlace(root: string, graph: Graph): Place {
  const page = PAGE.exec(root);
  if (page) return page[1] === 'StaffConsole' ? 'StaffConsole' : `page-${page[1]}`;
  if (isOneOf(root, TAP)) return 'taps';
  if (isOneOf(root, EVERY_PAGE)) return 'shared';
  if (!isOneOf(root, DEFERRED)) return 'parts';
  const place = `part-${baseName(root)}`;
  if (!graph.owners.has(place)) {
    const owners = new Set<Place>();
    graph.owners.set(place, owners);
    for (const importer of graph.ctx.getModuleInfo(root)?.dynamicImporters ?? []) {
      for (const owner of places(importer, graph)) owners.add(owner);
    }
  }
  return place;
}

/** The places of the roots that reach `id` by static imports ('initial' when the entry does). */
function places(id: string, graph: Graph): Set<Place> {
  const found = new Set<Place>();
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    const info = graph.ctx.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry) found.add('initial');
    if (info.dynamicImporters.length > 0) found.add(rootPlace(current, graph));
    stack.push(...info.importers);
  }
  return found;
}

/** Where a module of src/ goes, from the places of the roots that reach it. */
function srcChunkName(id: string, graph: Graph): string {
  const found = places(id, graph);
  // Loaded before the first screen or with it; what a tap opens and the console load after, and may import from these.
  let early = [...found].filter((place) => place !== 'taps' && place !== 'StaffConsole');
  // A deferred part loads after the page that draws it: what they both use goes with the page.
  early = early.filter((place) => {
    const owners = graph.owners.get(place);
    return !owners || owners.size === 0 || ![...owners].every((owner) => early.includes(owner));
  });
  // The network lab (a testers' page) shows the outbox's own records: it loads the parts with it.
  if (early.length === 2 && early.includes('parts') && early.includes('page-NetworkLabPage')) return 'parts';
  if (early.length > 1) return 'shared';
  if (early.length === 1) return early[0] === 'initial' ? 'shared' : (early[0] as string);
  return found.has('taps') ? 'taps' : 'StaffConsole';
}

/** The chunk of a module that the entry does not import. */
function chunkName(id: string, graph: Graph): string | null {
  // A library's stylesheet (Mantine's, per component) goes where the modules importing it go.
  if (id.endsWith('.css') && id.includes('/node_modules/')) return srcChunkName(id, graph);
  if (id.includes('/node_modules/')) {
    if (PAGE_LIBRARIES.test(id)) return 'shared';
    if (IDLE_LIBRARIES.test(id)) return 'parts';
    return STAFF_LIBRARIES.test(id) ? 'StaffConsole' : 'taps';
  }
  // The boot script's modules stay in its own small chunk.
  if (id.includes('/src/app/boot/')) return null;
  return srcChunkName(id, graph);
}

/** One graph's places per chunking pass (its context). */
const graphs = new WeakMap<ChunkingContext, Graph>();
function graphOf(ctx: ChunkingContext): Graph {
  let graph = graphs.get(ctx);
  if (!graph) graphs.set(ctx, (graph = { ctx, owners: new Map() }));
  return graph;
}

export const chunkGroups: CodeSplittingGroup[] = [
  // Everything the entry loads before any page is the entry itself. The boot script stays apart: it must stay small.
  { name: 'index', tags: ['$initial'], test: (id) => !id.includes('/src/app/boot/'), priority: 2 },
  // Each module is placed alone (its own place, not its imports').
  { name: (id, ctx) => chunkName(id, graphOf(ctx)), priority: 1, includeDependenciesRecursively: false },
];
