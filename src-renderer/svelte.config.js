// Svelte options for the renderer, read by vite-plugin-svelte (electron.vite.config.ts passes this
// path, since the renderer root is not the project root) and found by svelte-check next to the files.
// Runes mode everywhere: no legacy `export let` / `$:` components.
export default {
  compilerOptions: { runes: true },
};
