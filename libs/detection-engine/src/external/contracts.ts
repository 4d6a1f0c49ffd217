import { z } from 'zod';
import { entityTypeSchema } from '@csg/contracts';
import type { ComponentKind, ComponentReply } from './types.ts';
import { toFinding } from './to-finding.ts';

const score = z.number().min(0).max(1);
const offset = z.number().int().min(0);

/** A language-detector score at or above this makes its answer reliable. */
const RELIABLE_LANGUAGE_SCORE = 0.7;

/** The HTTP contract of one component (docs/components.md): where it lives and how its reply reads. */
export interface ComponentContract<T> {
  envVar: string;
  analyzePath: string;
  healthPath: string;
  /** Whether the request carries the language hint. */
  sendsLanguage: boolean;
  reply: z.ZodType<T>;
  toReply(text: string, reply: T): ComponentReply;
}

const mlDetector: ComponentContract<{ entities: { type: string; start: number; end: number; score: number }[] }> = {
  envVar: 'ML_DETECTOR_URL',
  analyzePath: '/api/v1/detect',
  healthPath: '/api/v1/health',
  sendsLanguage: true,
  reply: z.object({ entities: z.array(z.object({ type: entityTypeSchema, start: offset, end: offset, score })) }),
  toReply: (text, reply) => ({
    findings: reply.entities.map((entity) => toFinding(text, { ...entity, category: 'pii' })),
  }),
};

const optionalSpan = { start: offset.optional(), end: offset.optional() };

const hapGuard: ComponentContract<{ labels: { label: string; score: number; start?: number; end?: number }[] }> = {
  envVar: 'HAP_GUARD_V2_URL',
  analyzePath: '/classify',
  healthPath: '/health',
  sendsLanguage: true,
  reply: z.object({ labels: z.array(z.object({ label: entityTypeSchema, score, ...optionalSpan })) }),
  toReply: (text, reply) => ({
    findings: reply.labels.map(({ label, ...span }) => toFinding(text, { ...span, type: label, category: 'toxicity' })),
  }),
};

const attackGuard: ComponentContract<{ detections: { type: string; score: number; start?: number; end?: number }[] }> =
  {
    envVar: 'ATTACK_GUARD_URL',
    analyzePath: '/api/v1/jailbreak/detect',
    healthPath: '/api/v1/jailbreak/health',
    sendsLanguage: true,
    reply: z.object({ detections: z.array(z.object({ type: entityTypeSchema, score, ...optionalSpan })) }),
    toReply: (text, reply) => ({
      findings: reply.detections.map((detection) =>
        toFinding(text, { ...detection, category: detection.type === 'JAILBREAK' ? 'jailbreak' : 'injection' }),
      ),
    }),
  };

const languageDetector: ComponentContract<{ language: string; score: number }> = {
  envVar: 'LANGUAGE_DETECTOR_URL',
  analyzePath: '/detect',
  healthPath: '/health',
  sendsLanguage: false,
  reply: z.object({ language: z.string().regex(/^[a-z]{2,3}$/), score }),
  toReply: (_text, reply) => ({
    findings: [],
    language: { code: reply.language, reliable: reply.score >= RELIABLE_LANGUAGE_SCORE },
  }),
};

export const COMPONENT_CONTRACTS: Readonly<Record<ComponentKind, ComponentContract<unknown>>> = {
  'ml-detector': mlDetector,
  'hap-guard-v2': hapGuard,
  'attack-guard': attackGuard,
  'language-detector': languageDetector,
};
