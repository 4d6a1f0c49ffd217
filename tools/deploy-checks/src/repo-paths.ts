import { resolve } from 'node:path';

/** The repository root, and the deployment files the checks read. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const DEPLOY_DIR = resolve(REPO_ROOT, 'deploy');
export const CHART_DIR = resolve(DEPLOY_DIR, 'helm/content-safety-gateway');
