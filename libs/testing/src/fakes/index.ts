export { startFakeComponent } from './fake-component.ts';
export type { FakeComponent, FakeComponentOptions, FakeMode } from './fake-component.ts';
export { DEFAULT_KEYWORDS, FAKE_ROUTES } from './fake-rules.ts';
export type { FakeComponentKind } from './fake-rules.ts';
