import { describe, expect, it } from 'vitest';
import { iosInstallKind } from './app-install';

describe('iosInstallKind', () => {
  it('reads an App Store page as an App Store install', () => {
    expect(iosInstallKind('https://apps.apple.com/app/aurora-play/id6470000001')).toBe('appStore');
    expect(iosInstallKind('https://itunes.apple.com/ph/app/id6470000001')).toBe('appStore');
    expect(iosInstallKind('https://APPS.apple.com/app/x/id1')).toBe('appStore');
  });
  it('reads any other link as a profile to trust', () => {
    expect(iosInstallKind('https://aurora.marquee.games/files/aurora-play.mobileconfig')).toBe('profile');
    expect(iosInstallKind('https://apps.apple.com.example.org/app/id1')).toBe('profile');
    expect(iosInstallKind('http://apps.apple.com/app/id1')).toBe('profile');
    expect(iosInstallKind('not a url')).toBe('profile');
  });
});
