/** `import url from './module?chunk-url'`: the URL of that module built as a chunk of its own (see `./chunk-url.mjs`). */
declare module '*?chunk-url' {
  const url: string;
  export default url;
}
