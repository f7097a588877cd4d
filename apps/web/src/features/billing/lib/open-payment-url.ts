/**
 * Opens a payment page (checkout or billing portal) in a new tab, or in this window when the
 * browser blocks the pop-up (product brief §4, §8). The new tab gets no handle on this page.
 */
export function openPaymentUrl(url: string): void {
  // `noopener` in the features would make window.open return null even when the tab opened,
  // so the opener link is cut by hand instead.
  const tab = window.open(url, '_blank');
  if (tab) {
    tab.opener = null;
    return;
  }
  window.location.assign(url);
}
