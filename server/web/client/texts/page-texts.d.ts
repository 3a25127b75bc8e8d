// The per-language chunks made by `server/web/page-texts.ts`.
declare module 'virtual:page-texts/*' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot import relative files.
  const texts: import('./loaded').PageTexts;
  export default texts;
}
