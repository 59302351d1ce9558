/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config, so `astro:env` and `astro:content` resolve in unit tests.
export default getViteConfig({
  test: {
    environment: 'node',
    include:
      process.env.VITEST_SUITE === 'integration'
        ? ['tests/integration/**/*.test.ts']
        : ['tests/unit/**/*.test.ts', 'tests/repo/**/*.test.ts'],
    // The assistant's dialogue tests load chrono-node and the language modules on their first
    // call (about 1.5 s on an idle 2-core runner); on a busy one the default 5 s can run out
    // before any assertion does. Speed is checked by `npm run bench`, not by test timeouts.
    testTimeout: 20_000,
    // The integration files mostly wait on child processes (site builds, the server, nginx, the
    // W3C checker): three at once on a 2-core runner, so the photo build (a minute of sharp work)
    // no longer runs alone after the others (docs/quality.md, "Test suite").
    // The unit files share one module graph per worker (`isolate: false`) on two workers: on the
    // 2-core runner the stage took 39 s with vitest's defaults, 27 s isolated on two workers, 14-16 s
    // so (the rest was importing Astro's and the assistant's modules again for every file). The
    // few files that stub globals or timers undo it in their own hooks; checked in shuffled file
    // orders (`--sequence.shuffle.files`).
    ...(process.env.VITEST_SUITE === 'integration'
      ? { maxWorkers: 3 }
      : { maxWorkers: 2, isolate: false }),
  },
});
