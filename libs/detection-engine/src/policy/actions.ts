import type { Action } from '../types.ts';

/** reject > mask > flag > allow: the order in which one decision outweighs another. */
const STRENGTH: Record<Action, number> = { allow: 0, flag: 1, mask: 2, reject: 3 };

export function actionStrength(action: Action): number {
  return STRENGTH[action];
}

/** The strongest of the actions; nothing to act on means allow. */
export function strongestAction(actions: Iterable<Action>): Action {
  let strongest: Action = 'allow';
  for (const action of actions) if (STRENGTH[action] > STRENGTH[strongest]) strongest = action;
  return strongest;
}

/** Whether the action removes the entity's text from what passes on. */
export function hidesText(action: Action): boolean {
  return action === 'mask' || action === 'reject';
}
