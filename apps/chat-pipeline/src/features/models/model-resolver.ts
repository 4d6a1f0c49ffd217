import type { Role } from '@csg/auth';
import { HttpError } from '@csg/errors';
import { openCredential, seesRedTeamModels, type CatalogueModel, type ModelsRepo } from '@csg/models';
import { baseUrlProblem, type ProviderCredential } from '@csg/providers';

export interface ResolvedModel {
  model: CatalogueModel;
  credential: ProviderCredential;
}

interface ModelResolverDeps {
  repo: Pick<ModelsRepo, 'chatModels'>;
  /** CREDENTIALS_ENCRYPTION_KEY, decoded. */
  key: Buffer;
  /** ALLOW_PRIVATE_PROVIDER_URLS */
  allowPrivateUrls: boolean;
}

/**
 * `model` (+ `provider`) → the one catalogue model the caller may use, with the credential that
 * opens it (one query). Unknown or invisible → 400; a name two providers register needs
 * `provider`, and the message names the choices. A credential whose baseUrl the rules refuse
 * today → 400: it may have been saved while private URLs were allowed, or before the rules.
 */
export type ModelResolver = (
  caller: { tenantId: string; role: Role },
  model: string,
  provider?: string,
) => Promise<ResolvedModel>;

export function createModelResolver({ repo, key, allowPrivateUrls }: ModelResolverDeps): ModelResolver {
  return async (caller, model, provider) => {
    const candidates = await repo.chatModels(caller.tenantId, seesRedTeamModels(caller.role), model);
    const matching = provider === undefined ? candidates : candidates.filter((m) => m.provider === provider);
    const [only] = matching;
    if (matching.length === 1 && only) {
      const { credential, ...visible } = only;
      const problem =
        credential.baseUrl === null
          ? null
          : baseUrlProblem(credential.baseUrl, { provider: only.provider, allowPrivate: allowPrivateUrls });
      if (problem) throw new HttpError(400, `The ${only.provider} credential cannot be used: ${problem}`);
      return { model: visible, credential: openCredential(credential, key) };
    }
    if (matching.length === 0) {
      throw new HttpError(
        400,
        `Model "${model}" is not available${provider ? ` from provider "${provider}"` : ''}; GET /models lists the models you can use`,
      );
    }
    const choices = matching.map((m) => m.provider).join(', ');
    throw new HttpError(
      400,
      `Model "${model}" is offered by several providers (${choices}); set "provider" to one of them`,
    );
  };
}
