import type { DocumentAnalysisResult, DocumentOptions } from '@csg/contracts';
import { createJobQueue, type JobBackend, type JobLog } from '@csg/jobs';
import type { CallerContext } from '../../caller-context.ts';
import type { AnalyzeDocumentService } from './analyze-document.service.ts';

/** What a redact job keeps until it runs: the document (base64: inputs travel as JSON), its options, its caller. */
export interface RedactJobInput {
  documentBase64: string;
  options: DocumentOptions;
  caller: CallerContext;
}

export interface RedactJobsOptions {
  backend: JobBackend;
  analyze: AnalyzeDocumentService;
  retentionHours: number;
  log: JobLog;
}

/**
 * POST /document-analysis/redact-jobs' queue: the same analysis as analyze, run by a worker of this
 * app, its progress visible while it runs, its result (with the download link) readable for the
 * retention period. Jobs outlive a restart of the app.
 */
export function createRedactJobs({ backend, analyze, retentionHours, log }: RedactJobsOptions) {
  return createJobQueue<RedactJobInput, DocumentAnalysisResult>({
    name: 'document-redact',
    backend,
    retentionHours,
    log,
    process: async ({ documentBase64, options, caller }, context) =>
      analyze(Buffer.from(documentBase64, 'base64'), options, caller, {
        signal: context.signal,
        // Progress is a courtesy to the poller; a store hiccup writing it must not fail the job.
        onProgress: (percent) => void context.progress(percent).catch(() => undefined),
      }),
  });
}

export type RedactJobs = ReturnType<typeof createRedactJobs>;
