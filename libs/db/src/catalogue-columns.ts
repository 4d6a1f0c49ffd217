import { models } from './schema/index.ts';

/** A catalogue model as the apps show it: what `GET /models` and the admin catalogue both read. */
export const catalogueModelColumns = {
  id: models.id,
  provider: models.provider,
  name: models.name,
  displayName: models.displayName,
  contextWindow: models.contextWindow,
  redTeam: models.redTeam,
};
