/** Polls `url` until it answers 200, for up to 3 minutes. */
export async function waitForServer(url) {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 3 minutes.`);
}
