import type { ImageFindings } from './image-findings.ts';

/** Entity types of the detections with `action`, each once, in the order found: never their text. */
function typesWith(findings: ImageFindings, action: string): string[] {
  const all = [...findings.piiDetections, ...findings.safetyDetections];
  return [...new Set(all.filter((d) => d.action === action).map((d) => d.type))];
}

/** Why the image got its action, when it was not `allow`. */
export function actionReason(findings: ImageFindings): { actionReason?: string } {
  if (findings.action === 'allow') return {};
  const types = typesWith(findings, findings.action);
  const verb = { mask: 'masked', flag: 'flagged', reject: 'rejected' }[findings.action];
  return { actionReason: `${types.length === 1 ? 'Entity' : 'Entities'} ${verb}: ${types.join(', ')}` };
}

/** Why a rejected image comes back without a copy. */
export function rejectionReason(findings: ImageFindings): { rejectionReason?: string } {
  if (findings.action !== 'reject') return {};
  return { rejectionReason: `The image holds content the filter rejects: ${typesWith(findings, 'reject').join(', ')}` };
}
