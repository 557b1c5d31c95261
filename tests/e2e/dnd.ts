import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Picks up a dnd-kit entry with the keyboard (focus its handle, Space) and returns once its keyboard sensor
 * listens for the arrow keys. The sensor adds that listener in a `setTimeout` after the drag starts
 * (KeyboardSensor.attach), and Chromium runs input before timers: on a loaded CI machine the next arrow key
 * arrived first and was lost, though the handle already said pressed. A zero timeout queued now runs after the
 * sensor's, so the arrow key that follows is heard.
 */
export async function pickUpWithKeyboard(page: Page, handle: Locator) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
