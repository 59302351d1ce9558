/**
 * Types of the Decap CMS packages that ship none (`decap-cms-core` has its own): only what
 * `src/admin/cms.ts` uses of them.
 */
declare module 'decap-cms-widget-*' {
  const widget: { Widget(): unknown };
  export default widget;
}
declare module 'decap-cms-backend-github' {
  export const GitHubBackend: unknown;
}
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: unknown;
}
declare module 'decap-cms-editor-component-image' {
  const component: unknown;
  export default component;
}
declare module 'decap-cms-locales' {
  export const en: Record<string, unknown>;
}
