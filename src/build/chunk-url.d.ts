/** `import url from './module?chunk-url'`: the URL of that module built as a chunk of its own (see `./chunk-url.mjs`). */
declare module '*?chunk-url' {
  const url: string;
  export default url;
}

/**
 * `import urls from './module?chunk-deps'`: that chunk's URL, then the URLs of every chunk it
 * imports statically, transitively (see `./chunk-url.mjs`): what to preload in one go.
 */
declare module '*?chunk-deps' {
  const urls: string[];
  export default urls;
}
