// Applies the stored theme (light, dark or system) to <html> before the page paints, so no flash of the wrong theme.
// An external file, not an inline script: the Content-Security-Policy allows no inline script.
(function () {
  var stored;
  try {
    stored = window.localStorage.getItem("listinglift-theme");
  } catch {
    stored = null;
  }
  var theme = stored === "light" || stored === "dark" ? stored : "system";
  var dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.dataset.theme = theme;
})();
