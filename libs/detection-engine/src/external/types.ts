import type { DetectedLanguage } from '../engine/types.ts';
import type { Finding } from '../types.ts';

export const COMPONENT_KINDS = ['ml-detector', 'hap-guard-v2', 'attack-guard', 'language-detector'] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

export interface ComponentRequest {
  /** The original text: offsets in a reply are into it. */
  text: string;
  /** A hint, sent when the built-in identifier is sure of the language. */
  language?: string;
}

export interface ComponentReply {
  /** Source `ml`, offsets already checked against the text. */
  findings: Finding[];
  language?: DetectedLanguage;
}

/** An optional detector behind HTTP. analyze rejects when the component is down, late or talks nonsense. */
export interface ExternalComponent {
  name: string;
  analyze(request: ComponentRequest, signal: AbortSignal): Promise<ComponentReply>;
  /** Closes the keep-alive connections. */
  close(): Promise<void>;
}
