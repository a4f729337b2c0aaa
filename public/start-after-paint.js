// On a page the server drew (server/plugins/server-screens.ts), the app's script is asked for once
// that drawing is on screen: until then the stylesheets and the page have the network to
// themselves, which on a slow phone is what brings the plan to the screen first.
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  requestAnimationFrame(function () {
    setTimeout(function () {
      import(entry);
    });
  });
})();
