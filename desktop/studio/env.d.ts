/** Vite's `?inline` stylesheets: the processed CSS as a string (the phone frame writes it into its document). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
