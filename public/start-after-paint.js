// On a page the server drew (server/plugins/server-screens.ts), the app's script is asked for once
// the browser reports that drawing painted: until then the stylesheets and the page have the
// network to themselves, which on a slow phone is what brings the plan to the screen first. A tab
// that does not paint (opened in the background) starts the app after a few seconds all the same.
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(entry);
  }
  setTimeout(start, 3000);
  var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!paints || paints.indexOf('paint') === -1) {
    requestAnimationFrame(function () {
      setTimeout(start);
    });
    return;
  }
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(start);
  }).observe({ type: 'paint', buffered: true });
})();
