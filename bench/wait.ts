/** Checks every `pollMs` until `check` holds or `ms` have passed; the last check's answer. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  ms: number,
  pollMs = 100,
): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return check();
}
