import type { Principal } from '@csg/auth';

/** Who called and from where: what a detection record is filed under. */
export interface CallerContext {
  principal: Principal;
  clientAddress: string;
}
