/**
 * The seven apps in start order: the internal apps first, the edge last, so that the edge only
 * opens to clients once everything behind it answers. `urlVar` is how the edge finds each one;
 * `needs` names the apps (earlier in the list) an app calls itself, which start before it.
 */
export const FLEET: readonly { name: string; port: number; urlVar: string; needs?: readonly string[] }[] = [
  { name: 'chat-pipeline', port: 3101, urlVar: 'CHAT_PIPELINE_URL' },
  { name: 'detection', port: 3102, urlVar: 'DETECTION_URL' },
  { name: 'media-analysis', port: 3103, urlVar: 'MEDIA_ANALYSIS_URL' },
  { name: 'sessions', port: 3104, urlVar: 'SESSIONS_URL', needs: ['CHAT_PIPELINE_URL'] },
  { name: 'admin', port: 3105, urlVar: 'ADMIN_URL' },
  { name: 'diagnostics', port: 3106, urlVar: 'DIAGNOSTICS_URL' },
];

export const EDGE = { name: 'edge-gateway' } as const;
