import { botReason, classify, clickBotReason, deviceOf, referrerHostOf } from './click-classifier.js';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const INSTAGRAM_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 355.0.0.0.0';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('a click’s traits', () => {
  it('tells people from crawlers, previews, HEAD requests and prefetches', () => {
    expect(botReason('GET', { 'user-agent': CHROME_WINDOWS })).toBeNull();
    expect(botReason('GET', { 'user-agent': INSTAGRAM_IPHONE })).toBeNull();
    expect(botReason('GET', { 'user-agent': 'facebookexternalhit/1.1' })).toBe('user_agent');
    expect(botReason('GET', { 'user-agent': 'WhatsApp/2.23.20.0' })).toBe('user_agent');
    expect(botReason('GET', { 'user-agent': 'curl/8.5.0' })).toBe('user_agent');
    expect(botReason('GET', {})).toBe('user_agent');
    expect(botReason('HEAD', { 'user-agent': CHROME_WINDOWS })).toBe('head');
    expect(botReason('GET', { 'user-agent': CHROME_WINDOWS, 'sec-purpose': 'prefetch;prerender' })).toBe('prefetch');
    expect(botReason('GET', { 'user-agent': CHROME_WINDOWS, purpose: 'prefetch' })).toBe('prefetch');
    expect(botReason('GET', { 'user-agent': CHROME_WINDOWS, 'x-purpose': 'preview' })).toBe('prefetch');
  });

  it('counts only a top-level navigation as a person following the link', () => {
    const chrome = { 'user-agent': CHROME_WINDOWS };
    expect(clickBotReason('GET', { ...chrome, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' })).toBeNull();
    // An older browser or an app's web view sends no Fetch Metadata: the other rules decide.
    expect(clickBotReason('GET', chrome)).toBeNull();
    // <img src="/track/CODE"> hidden on a page, an iframe, a script's fetch.
    expect(clickBotReason('GET', { ...chrome, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' })).toBe('not_navigation');
    expect(clickBotReason('GET', { ...chrome, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' })).toBe('not_navigation');
    expect(clickBotReason('GET', { ...chrome, 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' })).toBe('not_navigation');
    expect(clickBotReason('GET', { ...chrome, 'sec-fetch-dest': 'script' })).toBe('not_navigation');
    // A crawler stays a crawler.
    expect(clickBotReason('GET', { 'user-agent': 'curl/8.5.0', 'sec-fetch-mode': 'navigate' })).toBe('user_agent');
    // The pixel's own rule is not this one: its image request is how it is meant to arrive.
    expect(botReason('GET', { ...chrome, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' })).toBeNull();
  });

  it('classes devices, tablets before phones', () => {
    expect(deviceOf(CHROME_WINDOWS)).toBe('desktop');
    expect(deviceOf(INSTAGRAM_IPHONE)).toBe('mobile');
    expect(deviceOf(ANDROID_PHONE)).toBe('mobile');
    expect(deviceOf(ANDROID_TABLET)).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceOf('')).toBe('other');
  });

  it('keeps only the referring host, and the utm parameters', () => {
    expect(referrerHostOf('https://L.Instagram.com/?u=https%3A%2F%2Fx')).toBe('l.instagram.com');
    expect(referrerHostOf('android-app://com.zhiliaoapp.musically/')).toBeNull();
    expect(referrerHostOf('no es una url')).toBeNull();
    const traits = classify('GET', { 'user-agent': INSTAGRAM_IPHONE }, new URLSearchParams('utm_source=ig&utm_medium=story&x=1'));
    expect(traits).toEqual({
      device: 'mobile',
      referrerHost: null,
      botReason: null,
      utm: { source: 'ig', medium: 'story', campaign: null, content: null, term: null },
    });
  });
});
