/**
 * Waits until a URL answers, then stays up until stopped: a Playwright web server entry for a
 * server that another run starts (the snac2 specs' run uses the main run's sandbox).
 */
const url = process.argv[2];
if (!url) throw new Error('usage: wait-for-url <url>');

async function answers(): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

while (!(await answers())) await new Promise((resolve) => setTimeout(resolve, 250));
setInterval(() => undefined, 60_000);

export {};
