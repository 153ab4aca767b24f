// Ids of third-party services come from the build environment (VITE_*). Absent ids mean the
// adapter stays a no-op, which is the default on a developer's machine and in tests.
export interface ThirdPartyConfig {
  analyticsCounterId?: string;
  errorReportingDsn?: string;
  chatWidgetId?: string;
  /** The draft-domain setting: tells the two server types apart (SPEC §1). */
  draftDomain?: string;
}

function env(name: string): string | undefined {
  // import.meta.env exists under Vite and vitest; elsewhere (tsx scripts) it is undefined.
  const value = (import.meta as { env?: Record<string, string | undefined> }).env?.[name];
  return value ? value : undefined;
}

export function readThirdPartyConfig(): ThirdPartyConfig {
  return {
    analyticsCounterId: env('VITE_ANALYTICS_COUNTER_ID'),
    errorReportingDsn: env('VITE_ERROR_REPORTING_DSN'),
    chatWidgetId: env('VITE_CHAT_WIDGET_ID'),
    draftDomain: env('VITE_DRAFT_DOMAIN'),
  };
}
