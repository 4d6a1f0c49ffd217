export { normalize } from './normalize.ts';
