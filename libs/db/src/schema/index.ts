export { systemSettings } from './system-settings.ts';
