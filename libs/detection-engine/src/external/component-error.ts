/** Why a component's answer was not used; the engine logs the reason and skips the component. */
export type ComponentFailure = 'unreachable' | 'timeout' | 'status' | 'invalid-reply';

export class ComponentError extends Error {
  readonly reason: ComponentFailure;

  constructor(reason: ComponentFailure, message: string) {
    super(message);
    this.name = 'ComponentError';
    this.reason = reason;
  }
}
