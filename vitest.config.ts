/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config, so `astro:env` and `astro:content` resolve in unit tests.
export default getViteConfig({
  test: {
    environment: 'node',
    include:
      process.env.VITEST_SUITE === 'integration'
        ? ['tests/integration/**/*.test.ts']
        : ['tests/unit/**/*.test.ts'],
    // The assistant's dialogue tests load chrono-node and the language modules on their first
    // call (about 1.5 s on an idle 2-core runner); on a busy one the default 5 s can run out
    // before any assertion does. Speed is checked by `npm run bench`, not by test timeouts.
    testTimeout: 20_000,
    // The integration files mostly wait on child processes (site builds, the server, nginx, the
    // W3C checker): three at once on a 2-core runner, so the photo build (a minute of sharp work)
    // no longer runs alone after the others (docs/quality.md, "Test suite").
    ...(process.env.VITEST_SUITE === 'integration' ? { maxWorkers: 3 } : {}),
  },
});
