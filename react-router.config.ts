import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Public pages render on the server; the back office opts out per route (clientLoader + HydrateFallback).
  ssr: true,
} satisfies Config;
