/**
 * The seven apps in start order: the internal apps first, the edge last, so that the edge only
 * opens to clients once everything behind it answers. `urlVar` is how the edge finds each one;
 * `needs` lists the `urlVar`s of the apps (earlier in the list) that an app calls itself: they start
 * before it, and it is given their URLs.
 */
export const FLEET: readonly { name: string; urlVar: string; needs?: readonly string[] }[] = [
  { name: 'chat-pipeline', urlVar: 'CHAT_PIPELINE_URL' },
  { name: 'detection', urlVar: 'DETECTION_URL' },
  { name: 'media-analysis', urlVar: 'MEDIA_ANALYSIS_URL' },
  { name: 'sessions', urlVar: 'SESSIONS_URL', needs: ['CHAT_PIPELINE_URL'] },
  { name: 'admin', urlVar: 'ADMIN_URL' },
  { name: 'diagnostics', urlVar: 'DIAGNOSTICS_URL' },
];

export const EDGE = { name: 'edge-gateway' } as const;
