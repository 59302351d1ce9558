/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config, so `astro:env` and `astro:content` resolve in unit tests.
export default getViteConfig({
  test: {
    environment: 'node',
    include: process.env.VITEST_SUITE === 'integration' ? ['tests/integration/**/*.test.ts'] : ['tests/unit/**/*.test.ts'],
  },
});
