// Helpers for the tests of the apps that use this library; never imported by application code.
export { expiredLicence } from './licence/test-licences.ts';
