import { badRequest } from '@csg/errors';
import { ImageInputError } from '@csg/media';

/** An image the pipeline refuses is the caller's 400, in the framework body, with the pipeline's exact public message. */
export async function refusingBadImages<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImageInputError) throw badRequest(error.message);
    throw error;
  }
}
