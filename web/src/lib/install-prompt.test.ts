import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listenForInstallOffer, useInstallOffer } from './install-prompt';

function offerInstallation() {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(offer);
  });
  return offer;
}

describe('the install offer', () => {
  listenForInstallOffer();

  it('is kept from the browser, shown, and asks the browser to install once', async () => {
    const { result } = renderHook(() => useInstallOffer());
    expect(result.current.offered).toBe(false);
    const offer = offerInstallation();
    // The app shows its own button instead of the browser's banner.
    expect(offer.defaultPrevented).toBe(true);
    expect(result.current.offered).toBe(true);
    await act(() => result.current.install());
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(result.current.offered).toBe(false);
    await act(() => result.current.install());
    expect(offer.prompt).toHaveBeenCalledTimes(1);
  });

  it('goes once the app is installed', () => {
    const { result } = renderHook(() => useInstallOffer());
    offerInstallation();
    expect(result.current.offered).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(result.current.offered).toBe(false);
  });
});
