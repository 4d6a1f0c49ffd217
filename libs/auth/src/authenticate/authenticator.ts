import { HttpError, unauthorized } from '@csg/errors';
import { hashApiKey, isApiKeyFormat } from '../api-keys.ts';
import { parseBearer } from '../bearer.ts';
import type { JwtService } from '../jwt.ts';
import type { AssignableRole, Role } from '../roles.ts';
import type { IdentityRepo } from './identity-repo.ts';

export type CredentialKind = 'jwt' | 'api_key';

/** Who is calling, as re-read from the database on this request. */
export interface Principal {
  tenantId: string;
  username: string;
  role: Role;
  /** The tenant's own role; for an API key, that of the tenant the key acts as. */
  tenantRole: AssignableRole;
  via: CredentialKind;
  apiKeyId?: string;
}

interface AuthenticatorDeps {
  repo: Pick<IdentityRepo, 'findActiveTenant' | 'findApiKey'>;
  jwt: Pick<JwtService, 'verify'>;
  onApiKeyUsed: (keyId: string) => void;
  now?: () => Date;
}

export const INVALID_API_KEY = 'Invalid API key';

export function createAuthenticator({ repo, jwt, onApiKeyUsed, now = () => new Date() }: AuthenticatorDeps) {
  return async function authenticate(
    authorization: string | undefined,
    accepts: readonly CredentialKind[],
  ): Promise<Principal> {
    const credential = parseBearer(authorization);
    if (!credential) throw unauthorized('Unauthorized');
    if (!accepts.includes(credential.kind)) {
      throw new HttpError(
        401,
        credential.kind === 'api_key' ? 'API keys are not accepted on this endpoint' : 'Unauthorized',
      );
    }

    if (credential.kind === 'api_key') {
      const found = isApiKeyFormat(credential.token) ? await repo.findApiKey(hashApiKey(credential.token)) : undefined;
      if (!found || (found.expiresAt !== null && found.expiresAt <= now())) throw unauthorized(INVALID_API_KEY);
      onApiKeyUsed(found.keyId);
      const { tenant } = found;
      return {
        tenantId: tenant.id,
        username: tenant.username,
        role: 'api_key',
        tenantRole: tenant.role,
        via: 'api_key',
        apiKeyId: found.keyId,
      };
    }

    const claims = await jwt.verify(credential.token);
    // The role claim is informational: the account as stored now decides.
    const tenant = await repo.findActiveTenant(claims.sub);
    if (!tenant) throw unauthorized('Invalid or expired token');
    return { tenantId: tenant.id, username: tenant.username, role: tenant.role, tenantRole: tenant.role, via: 'jwt' };
  };
}

export type Authenticate = ReturnType<typeof createAuthenticator>;
