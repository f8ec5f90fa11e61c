const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #191b22; color: #e8e8f0; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #282c37; padding: 2rem; border-radius: 8px; width: min(24rem, 90vw); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  label { display: block; margin: 1rem 0 0.3rem; font-weight: 600; }
  input[type=text], input[type=password] { width: 100%; box-sizing: border-box; padding: 0.6rem; border-radius: 4px; border: 1px solid #606984; background: #131419; color: inherit; font-size: 1rem; }
  button { margin-top: 1.2rem; width: 100%; padding: 0.7rem; border: 0; border-radius: 4px; font-size: 1rem; font-weight: 600; cursor: pointer; }
  button.primary { background: #6364ff; color: #fff; }
  button.secondary { background: transparent; color: #e8e8f0; border: 1px solid #606984; }
  button:focus-visible, input:focus-visible { outline: 3px solid #8c8dff; outline-offset: 2px; }
  .error { background: #4a1d24; color: #ffd1d6; padding: 0.6rem; border-radius: 4px; }
  ul { padding-left: 1.2rem; }
  .hint { color: #c0c3d8; font-size: 0.9rem; margin-top: 1.5rem; }
  code { display: block; font-size: 1.1rem; padding: 0.8rem; background: #131419; border-radius: 4px; word-break: break-all; user-select: all; }
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} - Sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('\n');

export function loginPage(options: { returnTo: string; error?: string; login?: string }): string {
  return page(
    'Log in',
    `<h1>Log in to the sandbox</h1>
${options.error ? `<p class="error" role="alert">${escape(options.error)}</p>` : ''}
<form method="post" action="/auth/sign_in">
${hiddenFields({ return_to: options.returnTo })}
<label for="user_login">Username or email address</label>
<input type="text" id="user_login" name="username" autocomplete="username" required value="${escape(options.login ?? '')}">
<label for="user_password">Password</label>
<input type="password" id="user_password" name="password" autocomplete="current-password" required>
<button type="submit" class="primary">Log in</button>
</form>
<p class="hint">Sandbox accounts: alice, bob, carol and others; each password is the username followed by <strong>-pass</strong>.</p>`,
  );
}

export function authorizePage(options: {
  appName: string;
  username: string;
  scopes: string[];
  fields: Record<string, string>;
}): string {
  return page(
    'Authorize',
    `<h1>Authorize ${escape(options.appName)}?</h1>
<p>Signed in as <strong>@${escape(options.username)}</strong>. This application asks for:</p>
<ul>${options.scopes.map((scope) => `<li>${escape(scope)}</li>`).join('')}</ul>
<form method="post" action="/oauth/authorize">
${hiddenFields(options.fields)}
<button type="submit" class="primary">Authorize</button>
</form>
<form method="post" action="/oauth/authorize">
${hiddenFields({ ...options.fields, _method: 'delete' })}
<button type="submit" class="secondary">Deny</button>
</form>`,
  );
}

export function codePage(code: string): string {
  return page(
    'Authorization code',
    `<h1>Authorization code</h1>
<p>Copy this code and paste it into the application:</p>
<code id="authorization-code">${escape(code)}</code>`,
  );
}

export function oauthErrorPage(error: string, description: string): string {
  return page(
    'An error has occurred',
    `<h1>An error has occurred</h1>
<p class="error" role="alert"><strong>${escape(error)}</strong>: ${escape(description)}</p>`,
  );
}
