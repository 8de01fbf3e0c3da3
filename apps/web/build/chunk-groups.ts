import type { Rollup } from 'vite';

type OutputOptions = Rollup.OutputOptions;

/**
 * How the bundler groups modules into files, where its automatic split cost round trips (docs/decisions.md, "Fewer
 * files on the public pages' first load").
 *
 * - `shell`: every module the entry loads statically stays in the entry. Left alone, the bundler moved the parts
 *   the entry shares with the lazy pages (React's JSX runtime, the messages, the API client, the icon factory, its
 *   preload helper) into five files of their own, each one more request before the app can start.
 * - `forms`: the shared parts of the public forms (the form components, the form-error helpers, the input
 *   normalisers, the fee and accommodation helpers) in one file. Left alone, /register loaded them as eleven files
 *   of 0.2–2 KB (each a request on a phone's connection, six at a time) for 3 KB of code in all.
 */
export const chunkGroups: NonNullable<OutputOptions['codeSplitting']> = {
  groups: [
    { name: 'shell', tags: ['$initial'], priority: 2 },
    {
      name: 'forms',
      priority: 1,
      test: /apps[\\/]web[\\/]src[\\/](components[\\/]ui[\\/]|lib[\\/](form-errors|accommodation-selection|focus-on-mount)\.ts)|packages[\\/]schema[\\/]src[\\/](fees|normalise|accommodation-selection)\.ts/,
    },
  ],
};
