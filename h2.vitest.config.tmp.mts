import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { environment: 'node', include: ['tests/server/{mail,auth,ratelimit}/**/*.test.ts'] } });
