import type { Page } from '@playwright/test';

/**
 * How long dnd-kit's pointer sensor swallows clicks after a drop: it stops every click on the document from the
 * drag's start until 50 ms after its end (`setTimeout(this.documentListeners.removeAll, 50)` in
 * AbstractPointerSensor.detach), so that the drop is not also a click on what lies under the pointer.
 */
const DND_KIT_CLICK_GUARD_MS = 50;

/**
 * Releases a mouse drag of a dnd-kit list, then lets the click guard above lapse. A person never clicks within
 * 50 ms of a drop; a test on a quiet machine did, and its Save click was swallowed (no request, no toast).
 */
export async function releaseDrag(page: Page) {
  await page.mouse.up();
  await page.waitForTimeout(DND_KIT_CLICK_GUARD_MS * 2);
}
