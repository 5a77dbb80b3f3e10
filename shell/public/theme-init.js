// Applies the saved theme (localStorage key 'theme' = THEME_STORAGE_KEY) before the first paint.
// A file, not an inline script: the gateway's CSP allows scripts from 'self' only.
(function () {
  var preference = null;
  try {
    preference = localStorage.getItem('theme');
  } catch {
    // storage blocked: follow the system
  }
  var dark =
    preference === 'dark' || (preference !== 'light' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
