import type { DiagnosticComponent } from '@csg/contracts';

/**
 * The specification's component table: how much the loss of each matters, and what stops.
 * Critical: a function of the gateway stops (or, for attack and toxicity scanning, the safety
 * check a deployment added). Warning: the gateway falls back to a reduced behaviour (built-in
 * patterns, the default language, the rules, uncompressed requests) or nothing a user sees changes.
 */
export const COMPONENTS: Record<DiagnosticComponent, { severity: 'critical' | 'warning'; whenDown: string }> = {
  'gateway-core': { severity: 'critical', whenDown: 'the gateway routes it serves stop' },
  'ml-detector': { severity: 'warning', whenDown: 'ML PII detection stops; regex patterns still fire' },
  'hap-guard-v2': { severity: 'critical', whenDown: 'toxicity classification on input and output stops' },
  'attack-guard': { severity: 'critical', whenDown: 'jailbreak and injection detection stops' },
  'language-detector': { severity: 'warning', whenDown: 'automatic language selection stops; the default is used' },
  'ocr-service': { severity: 'critical', whenDown: 'image analysis returns no text' },
  'document-parser': { severity: 'critical', whenDown: 'document analysis stops' },
  redactor: { severity: 'critical', whenDown: 'redacted downloads stop; detection still reports' },
  'doc-classifier': {
    severity: 'warning',
    whenDown: 'images are classified from their text, MRZ detection still runs',
  },
  'hallucination-guard': { severity: 'warning', whenDown: 'the built-in grounding check runs instead' },
  'report-renderer': { severity: 'critical', whenDown: 'report export stops' },
  'prompt-compressor': { severity: 'warning', whenDown: 'requests go uncompressed' },
  'cost-analyzer': { severity: 'critical', whenDown: 'routing recommendations and projected savings stop' },
  'risk-analyst': { severity: 'critical', whenDown: 'analyst reviews stop' },
  'mcp-server': { severity: 'critical', whenDown: 'analyst reviews stop' },
  'red-team-runner': { severity: 'critical', whenDown: 'filter testing runs stop' },
  'code-safety': { severity: 'critical', whenDown: 'code-safety verdicts stop' },
  'userid-agent': { severity: 'warning', whenDown: 'user attribution stops; detections still record the address' },
};

/**
 * Components outside the fleet, each deployed when its `<COMPONENT>_URL` is set, probed at the
 * specification's health path under that base URL. llm-inference has no entry: the specification
 * reads it through risk-analyst's health.
 */
export const EXTERNAL_COMPONENTS = [
  { id: 'ml-detector', urlVar: 'ML_DETECTOR_URL', path: '/api/v1/health' },
  { id: 'hap-guard-v2', urlVar: 'HAP_GUARD_V2_URL', path: '/health' },
  { id: 'attack-guard', urlVar: 'ATTACK_GUARD_URL', path: '/api/v1/jailbreak/health' },
  { id: 'language-detector', urlVar: 'LANGUAGE_DETECTOR_URL', path: '/health' },
  { id: 'hallucination-guard', urlVar: 'HALLUCINATION_GUARD_URL', path: '/api/v1/health' },
  { id: 'report-renderer', urlVar: 'REPORT_RENDERER_URL', path: '/health' },
  { id: 'prompt-compressor', urlVar: 'PROMPT_COMPRESSOR_URL', path: '/health' },
  { id: 'cost-analyzer', urlVar: 'COST_ANALYZER_URL', path: '/health' },
  { id: 'risk-analyst', urlVar: 'RISK_ANALYST_URL', path: '/health' },
  { id: 'mcp-server', urlVar: 'MCP_SERVER_URL', path: '/healthz' },
  { id: 'red-team-runner', urlVar: 'RED_TEAM_RUNNER_URL', path: '/health' },
  { id: 'code-safety', urlVar: 'CODE_SAFETY_URL', path: '/api/v1/code/health' },
  { id: 'userid-agent', urlVar: 'USERID_AGENT_URL', path: '/healthz' },
] as const satisfies readonly { id: DiagnosticComponent; urlVar: string; path: string }[];

/** media-analysis serves these itself; DOC_CLASSIFIER_URL moves doc-classifier to an external one. */
export const MEDIA_COMPONENT_HEALTH_PATH = '/api/v1/health';
export const MEDIA_PARTS = ['ocr-service', 'document-parser', 'redactor'] as const;
export const DOC_CLASSIFIER_PATH = '/health';

export const EXTERNAL_URL_VARS = [...EXTERNAL_COMPONENTS.map((c) => c.urlVar), 'DOC_CLASSIFIER_URL'] as const;
export type ExternalUrlVar = (typeof EXTERNAL_URL_VARS)[number];
