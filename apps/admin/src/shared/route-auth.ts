import type { RouteAuth } from '@csg/auth';

/**
 * The enforced role rules of the admin surface, named once. Every /admin route takes a JWT only
 * (an API key there is 401) and requires admin_user; viewer passes reads, and superadmin passes all.
 */
export const ADMIN: RouteAuth = { accept: ['jwt'], roles: ['admin_user'] };
export const SUPERADMIN: RouteAuth = { accept: ['jwt'], roles: ['superadmin'] };
/** Any signed-in account, auditor included (a route with no role decorator). */
export const SIGNED_IN: RouteAuth = { accept: ['jwt'], roles: 'any' };
