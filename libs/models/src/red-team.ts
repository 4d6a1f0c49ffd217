import type { Role } from '@csg/auth';

/** The roles the local runtime's uncensored red-team models are listed to (the specification's catalogue rule). */
export const RED_TEAM_ROLES: readonly Role[] = ['admin_user', 'superadmin', 'viewer'];

/** An API key's synthetic role is not among them: an application never sees the red-team models. */
export const seesRedTeamModels = (role: Role): boolean => RED_TEAM_ROLES.includes(role);
