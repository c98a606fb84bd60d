/** The catalogues' file addresses, `<language>/<area>` to `/assets/texts-...json` (scripts/catalogFiles.ts). */
declare module 'virtual:catalog-files' {
  const urls: Readonly<Record<string, string>>;
  export default urls;
}
