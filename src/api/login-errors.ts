/** Login failures, each with what the person had typed (components/error-messages.ts words them). */
export type LoginFailure =
  'register' | 'login' | 'cancelled' | 'state-mismatch' | 'invalid-instance' | 'unreachable';

export class LoginError extends Error {
  /** The instance host the login was for, when the message names it ('unreachable'). */
  readonly host: string;

  constructor(
    readonly failure: LoginFailure,
    readonly instanceInput = '',
    options?: ErrorOptions & { host?: string },
  ) {
    super(LOGIN_ERROR_TEXT[failure], options);
    this.name = 'LoginError';
    this.host = options?.host ?? '';
  }
}

const LOGIN_ERROR_TEXT: Record<LoginFailure, string> = {
  register: 'Failed to register application',
  login: 'Failed to log in. Please try again or try another instance.',
  cancelled: 'Login cancelled',
  'state-mismatch': 'Login state mismatch',
  'invalid-instance': 'Invalid instance',
  unreachable: 'The instance could not be reached',
};
