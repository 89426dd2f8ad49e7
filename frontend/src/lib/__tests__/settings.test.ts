import { DEFAULT_SETTINGS, withDefaults } from '../settings';

describe('withDefaults', () => {
  it("falls back to the server's default group name and the spec's tagline when nothing loaded", () => {
    const settings = withDefaults(null);
    expect(settings.groupName).toBe('Tracy Bengali Cultural Association');
    expect(settings.tagline).toBe('Celebrating Culture, Together');
    expect(settings.contactEmail).toBe('info@tracybengali.org');
    expect(settings.aboutText).toBe(DEFAULT_SETTINGS.aboutText);
    expect(settings.showAnnouncement).toBe(false);
  });

  it('fills in empty texts and keeps the ones given', () => {
    const settings = withDefaults({ groupName: '  ', tagline: 'Together in Tracy', showAnnouncement: true });
    expect(settings.groupName).toBe('Tracy Bengali Cultural Association');
    expect(settings.tagline).toBe('Together in Tracy');
    expect(settings.showAnnouncement).toBe(true);
  });

  it('keeps an About text the organiser cleared, and fills in only a missing one', () => {
    expect(withDefaults({ groupName: 'Tracy Bengali Association', aboutText: '' }).aboutText).toBe('');
    expect(withDefaults({ groupName: 'Tracy Bengali Association' }).aboutText).toBe(DEFAULT_SETTINGS.aboutText);
  });
});
