/**
 * `import src from "./script.ts?chunk-url"`: the address of that script as an entry of the browser
 * build, sharing its files (see `chunkUrls` in vite.config.ts).
 */
declare module "*?chunk-url" {
  const src: string;
  export default src;
}
