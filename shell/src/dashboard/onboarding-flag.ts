/** The onboarding is shown once per person (seed 002 §4): a flag on the device, written when it shows. */
const keyOf = (userId: string) => `afilia.onboarding.${userId}`;

export function onboardingSeen(userId: string): boolean {
  try {
    return localStorage.getItem(keyOf(userId)) !== null;
  } catch {
    return true;
  }
}

export function markOnboardingSeen(userId: string): void {
  try {
    localStorage.setItem(keyOf(userId), new Date().toISOString());
  } catch {
    // Without storage the guide may show again; nothing is lost.
  }
}
